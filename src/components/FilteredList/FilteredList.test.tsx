import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilteredList from '.';
import {galleryRule, projectCategories, projectRule} from '@site/src/lib/listFilter';
import {galleryPage, projectsPage} from '@site/src/data/projectsPage';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {caseStudies} = testContentIndex;

function renderList(words: typeof projectsPage.list | typeof galleryPage.list, rule = projectRule) {
  render(
    <FilteredList items={caseStudies} rule={rule} categories={projectCategories} words={words}>
      {(shown) => (
        <ul aria-label="Results">
          {shown.map((project) => (
            <li key={project.id}>{project.title}</li>
          ))}
        </ul>
      )}
    </FilteredList>,
  );
  return userEvent.setup();
}

const shownTitles = () => {
  const list = screen.queryByRole('list', {name: 'Results'});
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};
const status = () => screen.getByRole('status');
const chip = (name: string) => screen.getByRole('button', {name});

describe('FilteredList', () => {
  it('shows every item and announces the count in a polite live region', () => {
    renderList(projectsPage.list);
    expect(shownTitles()).toEqual(caseStudies.map((p) => p.title));
    expect(status()).toHaveTextContent(`Showing all ${caseStudies.length} projects`);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no search box unless its words name one', () => {
    renderList(projectsPage.list);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it.each(projectCategories)(
    'narrows to $label with its chip and announces the new count',
    async ({key, label}) => {
      const user = renderList(projectsPage.list);
      await user.click(chip(label));
      const expected = caseStudies.filter((p) => p.category.toLowerCase() === key);
      expect(shownTitles()).toEqual(expected.map((p) => p.title));
      expect(chip(label)).toHaveAttribute('aria-pressed', 'true');
      expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
      expect(status()).toHaveTextContent(
        `Showing ${expected.length} of ${caseStudies.length} projects`,
      );
    },
  );

  it('narrows as the user types, combined with the category', async () => {
    const user = renderList(galleryPage.list, galleryRule);
    const search = screen.getByRole('searchbox', {name: galleryPage.list.search.label});
    await user.type(search, 'NAIROBI');
    const inNairobi = caseStudies.filter((p) => p.location.includes('Nairobi'));
    expect(shownTitles()).toEqual(inNairobi.map((p) => p.title));
    await user.click(chip('Commercial'));
    expect(shownTitles()).toEqual(
      inNairobi.filter((p) => p.category === 'Commercial').map((p) => p.title),
    );
  });

  it('shows the empty state, whose button clears search and category and keeps focus in the filters', async () => {
    const user = renderList(galleryPage.list, galleryRule);
    const search = screen.getByRole('searchbox', {name: galleryPage.list.search.label});
    await user.click(chip('Industrial'));
    await user.type(search, 'Kilimani');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('heading', {name: galleryPage.list.empty.title})).toBeInTheDocument();
    expect(screen.getByText(galleryPage.list.empty.text)).toBeInTheDocument();
    expect(status()).toHaveTextContent(`Showing 0 of ${caseStudies.length} projects`);

    await user.click(screen.getByRole('button', {name: galleryPage.list.empty.reset}));
    expect(shownTitles()).toEqual(caseStudies.map((p) => p.title));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', {name: galleryPage.list.empty.title})).toBeNull();
  });

  it('moves focus to the first chip after a reset when there is no search box', async () => {
    // No project is in any chip's category here, so every chip empties the list.
    const user = renderList(projectsPage.list, {...projectRule, categoryOf: () => 'none'});
    await user.click(chip('Residential'));
    await user.click(screen.getByRole('button', {name: projectsPage.list.empty.reset}));
    expect(chip('All')).toHaveFocus();
  });
});
