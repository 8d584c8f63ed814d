import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectFinder from '.';
import {galleryPage, projectsPage} from '@site/src/data/projectsPage';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {caseStudies} = testContentIndex;
const cardTitles = () => screen.queryAllByRole('heading', {level: 3}).map((h) => h.textContent);

describe('ProjectFinder', () => {
  it('on /projects filters by category only and shows no scope', async () => {
    const user = userEvent.setup();
    render(<ProjectFinder projects={caseStudies} words={projectsPage.list} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    for (const project of caseStudies) {
      expect(screen.queryByText(project.scope)).toBeNull();
    }
    await user.click(
      within(screen.getByRole('group', {name: projectsPage.list.categoriesLabel})).getByRole(
        'button',
        {name: 'Industrial'},
      ),
    );
    expect(cardTitles()).toEqual(
      caseStudies.filter((p) => p.category === 'Industrial').map((p) => p.title),
    );
  });

  it('on /gallery searches title, location and scope, and each card shows its scope', async () => {
    const user = userEvent.setup();
    render(<ProjectFinder projects={caseStudies} words={galleryPage.list} />);
    for (const project of caseStudies) {
      expect(screen.getByText(project.scope)).toBeInTheDocument();
    }
    const search = screen.getByRole('searchbox', {name: galleryPage.list.search.label});
    expect(search).toHaveAttribute('placeholder', galleryPage.list.search.placeholder);
    const [first] = caseStudies;
    await user.type(search, `scope of ${first!.title.toLowerCase()}`);
    expect(cardTitles()).toEqual([first!.title]);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing 1 of ${caseStudies.length} projects`,
    );
  });
});
