import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InsightList from '.';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {insights, insightCategories} = testContentIndex;

function renderList() {
  render(<InsightList insights={insights} categories={insightCategories} />);
  return userEvent.setup();
}

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', {level: 3}).textContent);

describe('InsightList', () => {
  it('offers All and the categories as toggle chips, All pressed first', () => {
    renderList();
    const chips = within(screen.getByRole('group', {name: 'Filter by category'})).getAllByRole(
      'button',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      ...insightCategories.map((c) => c.label),
    ]);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(insights.length);
  });

  it('narrows by category and by search, combined', async () => {
    const user = renderList();
    await user.type(screen.getByRole('searchbox', {name: 'Search articles'}), 'solar');
    expect(cardTitles()).toEqual(['Smart Homes in Kenya']);
    await user.click(screen.getByRole('button', {name: 'Sustainability'}));
    expect(screen.getByRole('button', {name: 'Sustainability'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardTitles()).toEqual([]);
    await user.clear(screen.getByRole('searchbox', {name: 'Search articles'}));
    expect(cardTitles()).toEqual(['Sustainable Building Practices']);
  });

  it('shows the empty state and resets both filters from it', async () => {
    const user = renderList();
    await user.click(screen.getByRole('button', {name: 'Materials'}));
    await user.type(screen.getByRole('searchbox', {name: 'Search articles'}), 'smart');
    expect(screen.getByRole('heading', {name: 'No articles found'})).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find any articles matching your current filters. Try adjusting your search criteria or browse all articles.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 articles');

    await user.click(screen.getByRole('button', {name: 'View All Articles'}));
    expect(cardTitles()).toHaveLength(insights.length);
    expect(screen.getByRole('searchbox', {name: 'Search articles'})).toHaveValue('');
    expect(screen.getByRole('searchbox', {name: 'Search articles'})).toHaveFocus();
    expect(screen.getByRole('button', {name: 'All'})).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives each card its category, author, date, read time and a link to the article', () => {
    renderList();
    const card = screen.getByRole('heading', {name: 'Smart Homes in Kenya'}).closest('article')!;
    expect(within(card).getByText('Technology')).toBeInTheDocument();
    expect(within(card).getByText('Grace Wanjiku')).toBeInTheDocument();
    expect(within(card).getByText('12 November 2025')).toHaveAttribute(
      'datetime',
      '2025-11-12T00:00:00.000Z',
    );
    expect(card).toHaveTextContent('8 min read');
    expect(
      within(card).getByRole('link', {name: /^Read Article\s*: Smart Homes in Kenya$/}),
    ).toHaveAttribute('href', '/insights/smart-homes-kenya');
  });
});
