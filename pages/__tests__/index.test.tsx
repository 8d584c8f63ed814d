import {render, screen, within} from '@testing-library/react';
import Home from '../index';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import {homeSectionHeadings} from '@site/src/test/fixtures/homeSections';
import {consultation, homeStats} from '@site/src/data/home';

jest.mock('@site/src/components/QuoteWizard', () => ({
  __esModule: true,
  default: () => <form aria-label="Quote request" />,
}));

describe('Home page', () => {
  beforeEach(() => {
    render(<Home />);
  });

  it('opens with the spec headline and its two buttons', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(
      'Crafting the Future of Construction in Kenya',
    );
    expect(screen.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', {name: 'View Our Projects'})).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('stacks the sections in the spec order', () => {
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual(
      homeSectionHeadings,
    );
  });

  it('teases the About page with 15+ years', () => {
    const about = screen.getByRole('region', {name: 'Building Kenya on Solid Foundations'});
    expect(about).toHaveTextContent('15+');
    expect(within(about).getByRole('link', {name: 'More About Us'})).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it("shows the six services with 'Learn more' links and 'View All Services'", () => {
    const services = screen.getByRole('region', {name: 'Our Services'});
    const learnMore = within(services).getAllByRole('link', {name: /^Learn more/});
    expect(learnMore.map((a) => a.getAttribute('href'))).toEqual(
      testContentIndex.services.map((s) => s.permalink),
    );
    expect(within(services).getByRole('link', {name: 'View All Services'})).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it("links the featured projects and 'View all projects'", () => {
    const projects = screen.getByRole('region', {name: 'Featured Projects'});
    expect(within(projects).getByRole('link', {name: 'Nairobi Heights'})).toHaveAttribute(
      'href',
      '/case-study/nairobi-heights',
    );
    expect(within(projects).getByRole('link', {name: 'View all projects'})).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('states the statistics exactly', () => {
    const stats = screen.getByRole('region', {name: 'Our Track Record'});
    const figures = within(stats)
      .getAllByRole('term')
      .map((term) => [
        term.textContent,
        ...Array.from(term.parentElement!.querySelectorAll('dd'), (dd) => dd.textContent),
      ]);
    expect(figures).toEqual([
      ['Projects Completed', '640+'],
      ['Happy Clients', '450+', '95% satisfaction'],
      ['Years of Experience', '15+'],
      ['Awards Won', '25+'],
    ]);
    expect(homeStats.stats).toHaveLength(4);
  });

  it('ends with the consultation benefits, its button, and the quote request', () => {
    const section = screen.getByRole('region', {name: 'Book a Free Consultation'});
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('✓', '')),
    ).toEqual(consultation.benefits);
    expect(within(section).getByRole('link', {name: 'Schedule Full Consultation'})).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(section).getByRole('form', {name: 'Quote request'})).toBeInTheDocument();
  });
});
