import {render, screen, within} from '@testing-library/react';
import ProjectCards from '.';
import {projectsPage} from '@site/src/data/projectsPage';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {caseStudies} = testContentIndex;
const {cardFacts, cardLinkLabel} = projectsPage.list;

describe('ProjectCards', () => {
  it.each(caseStudies)('gives $title its badge, facts and a link named after it', (project) => {
    render(<ProjectCards projects={caseStudies} words={cardFacts} linkLabel={cardLinkLabel} />);
    const card = screen.getByRole('heading', {level: 3, name: project.title}).closest('li')!;
    expect(within(card).getByText(project.category)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([cardFacts.location, cardFacts.year]);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([project.location, String(project.year)]);
    expect(
      within(card).getByRole('link', {name: `${cardLinkLabel}: ${project.title}`}),
    ).toHaveAttribute('href', project.permalink);
  });
});
