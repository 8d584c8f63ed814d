import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {testHistory} from '@site/src/test/stubs/router';
import type {SearchHit, SiteSearch} from '@site/src/lib/siteSearch';
import SearchDialog from '.';

jest.mock('@site/src/lib/siteSearch', () => ({
  ...jest.requireActual('@site/src/lib/siteSearch'),
  loadSiteSearch: jest.fn(),
  bundleExists: jest.fn(),
}));
const {loadSiteSearch, bundleExists} = jest.requireMock<{
  loadSiteSearch: jest.Mock;
  bundleExists: jest.Mock;
}>('@site/src/lib/siteSearch');

const pricing: SearchHit = {
  url: '/pricing#materials',
  title: 'Transparent Pricing',
  section: 'Material Pricing',
  kind: 'pricing',
  excerpt: [
    {text: 'Cement per 50kg bag ', match: false},
    {text: 'KSh', match: true},
  ],
};
const article: SearchHit = {
  url: '/insights/cost-effective-materials#cement-and-concrete',
  title: 'Cost-Effective Building Materials in Kenya',
  kind: 'article',
  excerpt: [
    {text: 'cement', match: true},
    {text: ' costs around KSh 750', match: false},
  ],
};

function searchReturning(results: Record<string, SearchHit[]>): SiteSearch & {search: jest.Mock} {
  return {search: jest.fn(async (query: string) => ({hits: results[query] ?? []}))};
}

function renderDialog(open = true) {
  const onClose = jest.fn();
  const view = render(<SearchDialog open={open} onClose={onClose} />);
  return {
    onClose,
    rerender: (next: boolean) => view.rerender(<SearchDialog open={next} onClose={onClose} />),
  };
}

const field = () => screen.getByRole('combobox', {name: 'What are you looking for?'});

describe('SearchDialog', () => {
  beforeEach(() => {
    loadSiteSearch.mockReset();
    bundleExists.mockReset();
  });

  it('opens as a modal dialog named by its heading, the search field focused', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    renderDialog();
    const dialog = screen.getByRole('dialog', {name: 'Search the site'});
    expect(dialog).toHaveAttribute('open');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(
      'Services, projects, prices and articles. Type at least two letters.',
    );
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await act(async () => undefined);
  });

  it('does not load the search until it is open', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    const {rerender} = renderDialog(false);
    await act(async () => undefined);
    expect(loadSiteSearch).not.toHaveBeenCalled();
    rerender(true);
    await act(async () => undefined);
    expect(loadSiteSearch).toHaveBeenCalledWith('/', 'en');
  });

  it('searches from two letters on and lists the results: title, section, what each is, the matched words marked', async () => {
    const search = searchReturning({ce: [article], cement: [pricing, article]});
    loadSiteSearch.mockResolvedValue(search);
    renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'c');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(search.search).not.toHaveBeenCalled();
    await user.type(field(), 'ement');
    const list = await screen.findByRole('listbox', {name: 'Results'});
    await screen.findByText('2 results for “cement”');
    expect(search.search).toHaveBeenLastCalledWith('cement', false);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Transparent Pricing › Material PricingPricingCement per 50kg bag KSh',
      'Cost-Effective Building Materials in KenyaArticlecement costs around KSh 750',
    ]);
    expect(within(options[0]!).getByText('KSh').tagName).toBe('MARK');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing, article]}));
    const {onClose} = renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'cement');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(testHistory.location).toEqual({
      pathname: '/insights/cost-effective-materials',
      search: '',
      hash: '#cement-and-concrete',
    });
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('opens the best result on Enter straight after typing', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing, article]}));
    renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'cement');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(testHistory.location).toMatchObject({pathname: '/pricing', hash: '#materials'});
  });

  it('makes each result a link to its page or section, in the option role', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing, article]}));
    renderDialog();
    await userEvent.setup().type(field(), 'cement');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => [option.tagName, option.getAttribute('href')])).toEqual([
      ['A', '/pricing#materials'],
      ['A', expect.stringMatching(/^\/insights\//)],
    ]);
    // Focus stays in the field: the results are not tab stops of their own.
    for (const option of options) expect(option).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a click with a modifier to the browser, which opens a new tab', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing]}));
    renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'cement');
    const option = await screen.findByRole('option', {name: /Transparent Pricing/});
    const before = testHistory.location.pathname;
    // What the page's handlers did, read last; then the test browser is kept from navigating.
    let leftToBrowser = false;
    const afterPage = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterPage);
    option.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true}));
    window.removeEventListener('click', afterPage);
    expect(leftToBrowser).toBe(true);
    expect(testHistory.location.pathname).toBe(before);
  });

  it('opens a result on a click', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing]}));
    renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'cement');
    await user.click(await screen.findByRole('option', {name: /Transparent Pricing/}));
    expect(testHistory.location).toMatchObject({pathname: '/pricing', hash: '#materials'});
  });

  it('finding nothing, says so and offers the insights, projects, contact page, e-mail and WhatsApp', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    renderDialog();
    await userEvent.setup().type(field(), 'swimming pool');
    expect(
      await screen.findByRole('heading', {name: 'Nothing matches “swimming pool”'}),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Insights'})).toHaveAttribute('href', '/insights');
    expect(screen.getByRole('link', {name: 'Projects'})).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', {name: 'Ask us directly'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Email Us'})).toHaveAttribute(
      'href',
      'mailto:info@msingi-construction.example',
    );
    expect(screen.getByRole('link', {name: /Chat on WhatsApp/})).toHaveAttribute(
      'href',
      'https://wa.me/254700000111',
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(field()).toHaveValue('swimming pool');
  });

  it('without a search index (the development server), says how to build one', async () => {
    loadSiteSearch.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    bundleExists.mockResolvedValue(false);
    renderDialog();
    expect(
      await screen.findByRole('heading', {name: 'Search is built with the site'}),
    ).toBeInTheDocument();
    expect(screen.getByText('npm run build && npm run serve')).toBeInTheDocument();
  });

  it('when the search cannot be fetched, says so and loads it again on request, keeping what was typed', async () => {
    loadSiteSearch.mockRejectedValueOnce(new Error('offline'));
    bundleExists.mockResolvedValue(true);
    renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'cement');
    expect(
      await screen.findByText('Search could not load. Check your connection and try again.'),
    ).toBeInTheDocument();
    loadSiteSearch.mockResolvedValue(searchReturning({cement: [pricing]}));
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('option', {name: /Transparent Pricing/})).toBeInTheDocument();
    expect(field()).toHaveValue('cement');
  });

  it('closes, giving the focus back, on Escape and on its close button', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    const {onClose} = renderDialog();
    const user = userEvent.setup();
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', {cancelable: true}));
    expect(onClose).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', {name: 'Close search'}));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('closes on Escape in the field, keeping what was typed (a search field would empty itself)', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    const {onClose} = renderDialog();
    const user = userEvent.setup();
    await user.type(field(), 'roof{Escape}');
    expect(onClose).toHaveBeenCalledWith(true);
    expect(field()).toHaveValue('roof');
  });

  it('closes the dialog element when no longer open', async () => {
    loadSiteSearch.mockResolvedValue(searchReturning({}));
    const {rerender} = renderDialog();
    const dialog = screen.getByRole('dialog');
    rerender(false);
    expect(dialog).not.toHaveAttribute('open');
    await act(async () => undefined);
  });

  it('says what it searched instead of a misspelt word, and searches the words as typed on request', async () => {
    const search = {
      search: jest.fn(async (query: string, exact?: boolean) =>
        query === 'cemnt' && !exact ? {hits: [article], corrected: 'cement'} : {hits: []},
      ),
    };
    loadSiteSearch.mockResolvedValue(search);
    const user = userEvent.setup();
    renderDialog();
    await user.type(field(), 'cemnt');
    expect(await screen.findByText(/Showing results for “cement”/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('One result for “cement”');
    expect(screen.getByRole('option', {name: /Cost-Effective Building Materials/})).toBeVisible();
    await user.click(screen.getByRole('button', {name: 'Search for “cemnt” instead'}));
    expect(
      await screen.findByRole('heading', {name: 'Nothing matches “cemnt”'}),
    ).toBeInTheDocument();
    expect(search.search).toHaveBeenLastCalledWith('cemnt', true);
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    // A new query is corrected again.
    await user.type(field(), ' ');
    await user.clear(field());
    await user.type(field(), 'cemnt');
    expect(await screen.findByText(/Showing results for “cement”/)).toBeInTheDocument();
  });
});
