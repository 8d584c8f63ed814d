import {render, screen, within} from '@testing-library/react';
import FeaturedProjects from '.';
import {caseStudiesByIds} from '@site/src/lib/caseStudies';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {caseStudies} = testContentIndex;

describe('FeaturedProjects', () => {
  it('gives each card the title, photo and page of its case study, in the order the ids name them', () => {
    const ids = caseStudies.map((c) => c.id).reverse();
    const studies = caseStudiesByIds(ids, caseStudies);
    render(
      <FeaturedProjects
        projects={studies.map((s) => ({title: s.title, image: s.heroImage, href: s.permalink}))}
      />,
    );

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(ids.length);
    cards.forEach((card, i) => {
      const study = caseStudies.find((c) => c.id === ids[i])!;
      const link = within(card).getByRole('link');
      expect(link).toHaveAccessibleName(study.title);
      expect(link).toHaveAttribute('href', study.permalink);
      expect(within(card).getByRole('heading', {level: 3})).toContainElement(link);
      expect(card.querySelector('img')?.getAttribute('src')).toContain(study.heroImage);
    });
  });

  it('shows the optional tag and facts of a card', () => {
    const [study] = caseStudies;
    render(
      <FeaturedProjects
        projects={[
          {
            title: study!.title,
            image: study!.heroImage,
            href: study!.permalink,
            tag: study!.category,
            meta: [study!.location],
          },
        ]}
      />,
    );
    expect(screen.getByText(study!.category)).toBeInTheDocument();
    expect(screen.getByText(study!.location)).toBeInTheDocument();
  });
});

describe('caseStudiesByIds', () => {
  it('keeps the order of the ids and skips none that exist', () => {
    const ids = caseStudies.map((c) => c.id);
    expect(caseStudiesByIds([...ids].reverse(), caseStudies).map((c) => c.id)).toEqual(
      [...ids].reverse(),
    );
  });

  it('names nothing for an id with no case study (the build stops on those)', () => {
    expect(caseStudiesByIds(['no-such-project'], caseStudies)).toEqual([]);
  });
});
