import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CostEstimate from '.';
import {estimateCost, type EstimateInputs} from '@site/src/lib/costEstimate';
import {withSwahiliMessages} from '@site/src/test/inSwahili';

const inputs: EstimateInputs = {
  type: 'bungalow',
  areaM2: 130,
  storeys: 1,
  finish: 'mid-range',
  location: 'nairobi',
  wallMetres: 90,
  borehole: false,
  solarWaterHeating: false,
  basement: false,
};
const estimate = estimateCost(inputs);
const covers = {includes: 'Includes: the building.', excludes: 'Excludes: the land.'};

describe('CostEstimate', () => {
  it('shows the total, the rate per m², the phases with shares and amounts, and what the figure covers', () => {
    render(
      <CostEstimate inputs={inputs} estimate={estimate} covers={covers} onSend={() => undefined} />,
    );
    const result = screen.getByRole('region', {name: 'Your estimate'});
    expect(within(result).getByRole('term')).toHaveTextContent('Estimated total cost');
    expect(within(result).getByRole('definition')).toHaveTextContent(
      /^KSh [\d,]+,000 – KSh [\d,]+,000$/,
    );
    expect(
      within(result).getByText(
        /^That is KSh [\d,]+00 – KSh [\d,]+00 per m² of floor area, all in\.$/,
      ),
    ).toBeInTheDocument();
    const phases = within(result)
      .getAllByRole('listitem')
      .filter((item) => /%KSh/.test(item.textContent!));
    expect(phases.map((item) => item.textContent!.replace(/\d+%.*/, ''))).toEqual([
      'Planning and approvals',
      'Foundation',
      'Structure',
      'Roofing and exterior',
      'Finishes',
      'Mechanical and electrical',
      'External works',
    ]);
    expect(within(result).getByRole('rowheader', {name: 'Perimeter wall'})).toBeInTheDocument();
    expect(
      within(result).getByRole('rowheader', {
        name: 'NCA construction levy (contracts above KSh 5,000,000)',
      }),
    ).toBeInTheDocument();
    expect(
      within(result).getByRole('row', {name: /^Cement [\d,]+ bags of 50 kg KSh/}),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(/^About \d+–\d+ months from groundbreaking to handover/),
    ).toBeInTheDocument();
    expect(within(result).getByText(covers.includes)).toBeInTheDocument();
    expect(within(result).getByText(covers.excludes)).toBeInTheDocument();
    expect(within(result).getByText('Rates last reviewed on 2 November 2026.')).toBeInTheDocument();
    expect(result.textContent).not.toMatch(/NaN|Infinity/);
  });

  /** The estimate with the cement counted in `bags`: one bag reads as one, more as more. */
  const renderCement = (bags: number) => {
    const counted = {
      ...estimate,
      materials: estimate.materials.map((line) =>
        line.id === 'cement' ? {...line, quantity: bags} : line,
      ),
    };
    render(
      <CostEstimate inputs={inputs} estimate={counted} covers={covers} onSend={() => undefined} />,
    );
    return screen.getByRole('region', {name: 'Your estimate'});
  };

  it.each([
    [1, /^Cement 1 bag of 50 kg KSh/],
    [240, /^Cement 240 bags of 50 kg KSh/],
  ])('counts %i bag(s) of cement in the form the count takes', (bags, row) => {
    expect(within(renderCement(bags)).getByRole('row', {name: row})).toBeInTheDocument();
  });

  describe('in the Kiswahili edition', () => {
    withSwahiliMessages();

    it.each([
      [1, / Mfuko 1 wa kilo 50 KSh/],
      [240, / Mifuko 240 ya kilo 50 KSh/],
    ])('counts %i bag(s) of cement in the form the count takes', (bags, row) => {
      expect(within(renderCement(bags)).getByRole('row', {name: row})).toBeInTheDocument();
    });
  });

  it('hands the estimate over just before its link to the quote form is followed', async () => {
    const onSend = jest.fn();
    render(<CostEstimate inputs={inputs} estimate={estimate} covers={covers} onSend={onSend} />);
    const send = screen.getByRole('link', {name: 'Send this estimate with a quote request'});
    send.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', {name: 'Print or save as PDF'})).toBeInTheDocument();
  });

  it('shows no figure while the form has a problem, and says so in its status', () => {
    render(<CostEstimate inputs={null} estimate={null} covers={covers} onSend={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your estimate will appear here once the details above are corrected.',
    );
    expect(screen.getByRole('region', {name: 'Your estimate'}).textContent).not.toMatch(/KSh/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
