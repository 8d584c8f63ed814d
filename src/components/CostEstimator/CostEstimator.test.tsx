import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CostEstimator from '.';
import {testHistory} from '@site/src/test/stubs/router';
import {draftStorageKey} from '@site/src/lib/quoteWizard';
import {readPageFile} from '@site/src/test/pageFiles';
import type {CostEstimatorFrontMatter} from '@site/src/data/frontMatterTypes';

const {frontMatter: page} = readPageFile<CostEstimatorFrontMatter>('pages/cost-estimator.mdx');

function renderAt(search = '') {
  testHistory.replace({pathname: '/cost-estimator', search});
  render(<CostEstimator formTitle="Your building" page={page} />);
  return userEvent.setup();
}

const result = () => screen.getByRole('region', {name: 'Your estimate'});
/** The figure under "Estimated total cost". */
const total = () => within(result()).getByRole('definition').textContent!;
const amounts = (text: string) =>
  text.match(/[\d,]{5,}/g)!.map((n) => Number(n.replaceAll(',', '')));

describe('CostEstimator', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('labels every input and opens on a three-bedroom mid-range bungalow in Nairobi', () => {
    renderAt();
    expect(screen.getByRole('combobox', {name: 'Type of building'})).toHaveValue('bungalow');
    expect(screen.getByRole('textbox', {name: 'Floor area (m²)'})).toHaveValue('130');
    expect(screen.getByRole('combobox', {name: 'Not sure? Start from the bedrooms'})).toHaveValue(
      '3',
    );
    expect(screen.getByRole('group', {name: 'Finish level'})).toBeInTheDocument();
    expect(screen.getByRole('radio', {name: 'Mid-range'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'Nairobi and surroundings'})).toBeChecked();
    for (const {id, description} of [...page.finishes, ...page.locations]) {
      expect(screen.getByRole('radio', {description})).toHaveAttribute('value', id);
    }
    for (const extra of ['Perimeter wall', 'Borehole', 'Solar water heating', 'Basement']) {
      expect(screen.getByRole('checkbox', {name: extra})).not.toBeChecked();
    }
    // A bungalow has one storey: no choice to offer.
    expect(screen.queryByRole('combobox', {name: 'Storeys'})).not.toBeInTheDocument();
    expect(total()).toMatch(/^KSh [\d,]+,000 – KSh [\d,]+,000$/);
  });

  it('recalculates as the inputs change, keeps them in the query string, and announces the new total', async () => {
    const user = renderAt();
    const before = amounts(total());
    await user.click(screen.getByRole('radio', {name: 'High-end'}));
    const after = amounts(total());
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(testHistory.location.search).toContain('finish=high-end');
    expect(screen.getByRole('status')).toHaveTextContent(`Estimate updated: ${total()}.`);

    await user.selectOptions(
      screen.getByRole('combobox', {name: 'Type of building'}),
      'apartments',
    );
    expect(screen.getByRole('combobox', {name: 'Storeys'})).toHaveValue('5');
    expect(
      screen.queryByRole('combobox', {name: 'Not sure? Start from the bedrooms'}),
    ).not.toBeInTheDocument();
    expect(testHistory.location.search).toContain('type=apartments');
  });

  it('restores every input from the address', () => {
    renderAt(
      '?type=maisonette&area=240&storeys=3&finish=standard&location=rural&wall=120&borehole=1&solar=1&basement=1',
    );
    expect(screen.getByRole('combobox', {name: 'Type of building'})).toHaveValue('maisonette');
    expect(screen.getByRole('textbox', {name: 'Floor area (m²)'})).toHaveValue('240');
    expect(screen.getByRole('combobox', {name: 'Storeys'})).toHaveValue('3');
    expect(screen.getByRole('radio', {name: 'Standard'})).toBeChecked();
    expect(screen.getByRole('radio', {name: 'A rural area'})).toBeChecked();
    expect(screen.getByRole('textbox', {name: 'Wall length (m)'})).toHaveValue('120');
    for (const extra of ['Borehole', 'Solar water heating', 'Basement']) {
      expect(screen.getByRole('checkbox', {name: extra})).toBeChecked();
    }
    expect(within(result()).getByText(/^For: /)).toHaveTextContent(
      'For: Maisonette, 240 m², 3 storeys, Standard, A rural area, perimeter wall 120 m, Borehole, Solar water heating, Basement',
    );
  });

  it('turns a number of bedrooms into a typical area the visitor can still edit', async () => {
    const user = renderAt();
    await user.selectOptions(
      screen.getByRole('combobox', {name: 'Not sure? Start from the bedrooms'}),
      '5',
    );
    const area = screen.getByRole('textbox', {name: 'Floor area (m²)'});
    expect(area).toHaveValue('230');
    await user.clear(area);
    await user.type(area, '250');
    expect(area).toHaveValue('250');
    expect(screen.getByRole('combobox', {name: 'Not sure? Start from the bedrooms'})).toHaveValue(
      '',
    );
  });

  it.each(['', '0', '-40', 'abc', '100001', '1e5'])(
    'an area of "%s" gets a message naming the accepted range, keeps what was typed, and shows no figure',
    async (typed) => {
      const user = renderAt();
      const area = screen.getByRole('textbox', {name: 'Floor area (m²)'});
      await user.clear(area);
      if (typed) {
        await user.type(area, typed);
      }
      expect(area).toHaveValue(typed);
      expect(area).toHaveAttribute('aria-invalid', 'true');
      expect(area).toHaveAccessibleDescription(/from 10 to 100,000/);
      expect(within(result()).queryByText(/KSh/)).not.toBeInTheDocument();
      expect(
        within(result()).getByText(
          'Your estimate will appear here once the details above are corrected.',
        ),
      ).toBeInTheDocument();
      expect(result().textContent).not.toMatch(/NaN|Infinity|-\d/);
      expect(
        within(result()).queryByRole('link', {name: 'Send this estimate with a quote request'}),
      ).not.toBeInTheDocument();
    },
  );

  it('asks for the wall length once the wall is ticked, starting from a typical plot', async () => {
    const user = renderAt();
    await user.click(screen.getByRole('checkbox', {name: 'Perimeter wall'}));
    const length = screen.getByRole('textbox', {name: 'Wall length (m)'});
    expect(length).toHaveValue('90');
    await user.clear(length);
    expect(length).toHaveAccessibleDescription(/from 1 to 5,000/);
    await user.type(length, '60');
    expect(within(result()).getByText(/perimeter wall 60 m/)).toBeInTheDocument();
  });

  it('hands the estimate to the quote form: project type, budget band and a summary as the description', async () => {
    const user = renderAt('?type=warehouse&area=2000&finish=standard&location=town');
    const send = screen.getByRole('link', {name: 'Send this estimate with a quote request'});
    expect(send).toHaveAttribute('href', '/contact#quote');
    // jsdom cannot follow a link to another page; the page's router would.
    send.addEventListener('click', (event) => event.preventDefault());
    await user.click(send);
    const draft = JSON.parse(window.sessionStorage.getItem(draftStorageKey)!);
    expect(draft.values.projectType).toBe('industrial');
    expect(draft.values.budget).toBe('50m-100m');
    expect(draft.values.projectDescription).toContain(
      'Building: Warehouse or factory, 2,000 m², Standard, Another major town',
    );
    expect(draft.values.projectDescription).toContain(`Estimated total: ${total()}`);
    expect(draft.step).toBe(1);
  });
});
