import {render, screen, within} from '@testing-library/react';
import ServiceDetail from '.';
import type {ServiceFrontMatter} from '@site/src/data/frontMatterTypes';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import {company} from '@site/src/data/company';

const {caseStudies} = testContentIndex;
const photo = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';
const times = <T,>(n: number, make: (i: number) => T): T[] =>
  Array.from({length: n}, (_, i) => make(i));

/** A service as its MDX front matter names it: featured projects by case-study id only. */
const service: ServiceFrontMatter = {
  title: 'Residential Construction',
  description: 'Homes.',
  order: 1,
  heroImage: photo,
  features: times(5, (i) => `Feature ${i}`),
  benefits: times(3, (i) => ({title: `Benefit ${i}`, description: 'Why.'})),
  offerings: times(5, (i) => ({title: `Offering ${i}`, description: 'What.', image: photo})),
  process: times(6, (i) => ({title: `Step ${i}`, description: 'How.'})),
  stats: times(4, (i) => ({value: `${i}+`, label: `Stat ${i}`})),
  featuredProjects: caseStudies.map((c) => c.id).reverse(),
  testimonial: {quote: 'Good.', author: 'Jane', role: 'Homeowner', location: 'Karen'},
  faqs: times(5, (i) => ({question: `Question ${i}?`, answer: 'Answer.'})),
};

describe('ServiceDetail', () => {
  beforeEach(() => {
    render(<ServiceDetail frontMatter={service} />);
  });

  it('shows each featured project with the title and page of the case study its id names, in order', () => {
    const featured = screen.getByRole('region', {name: 'Featured Projects'});
    const links = within(featured)
      .getAllByRole('heading', {level: 3})
      .map((h) => within(h).getByRole('link'));
    const named = service.featuredProjects.map((id) => caseStudies.find((c) => c.id === id)!);
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      named.map((c) => [c.title, c.permalink]),
    );
  });

  it.each([
    [`Why Choose ${company.shortName}`, 'h3', service.benefits.length],
    ['What We Offer', 'h3', service.offerings.length],
    ['Our Process', 'li', service.process.length],
    ['Frequently Asked Questions', 'button', service.faqs.length],
  ])('gives "%s" one %s per front-matter item', (name, selector, count) => {
    const region = screen.getByRole('region', {name: new RegExp(`^${name}`)});
    expect(region.querySelectorAll(selector)).toHaveLength(count);
  });

  it('links back to all services and on to the gallery', () => {
    expect(screen.getByRole('link', {name: /All Services/})).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', {name: 'View All Projects'})).toHaveAttribute(
      'href',
      '/gallery',
    );
  });
});
