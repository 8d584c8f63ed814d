import {render, screen, within} from '@testing-library/react';
import SiteFooter from '.';
import {company} from '@site/src/data/company';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

describe('SiteFooter', () => {
  beforeEach(() => {
    render(<SiteFooter />);
  });

  it('lists the quick links of the spec, and the cost estimator', () => {
    const nav = screen.getByRole('navigation', {name: 'Quick Links'});
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/about',
      '/services',
      '/projects',
      '/insights',
      '/cost-estimator',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/sitemap',
    ]);
  });

  it('lists the service pages from the content index, not a list of its own', () => {
    const nav = screen.getByRole('navigation', {name: 'Our Services'});
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      testContentIndex.services.map((s) => s.permalink),
    );
    expect(links.map((a) => a.textContent)).toEqual(testContentIndex.services.map((s) => s.title));
  });

  it('shows location, a dialable phone and a mailto e-mail', () => {
    expect(screen.getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: company.phones[0].display})).toHaveAttribute(
      'href',
      `tel:${company.phones[0].e164}`,
    );
    expect(screen.getByRole('link', {name: company.emails[0].address})).toHaveAttribute(
      'href',
      `mailto:${company.emails[0].address}`,
    );
  });

  it('shows the opening hours of the spec', () => {
    expect(screen.getByText('Mon-Fri').nextSibling).toHaveTextContent('8:00 AM-6:00 PM');
    expect(screen.getByText('Sat').nextSibling).toHaveTextContent('9:00 AM-1:00 PM');
    expect(screen.getByText('Sun').nextSibling).toHaveTextContent('Closed');
  });

  it('renders only social profiles that have an address', () => {
    const socials = within(screen.getByRole('list', {name: 'Social media'})).getAllByRole('link');
    const published = company.socialProfiles.filter((p) => p.url);
    expect(socials).toHaveLength(published.length);
    socials.forEach((link) => expect(link.getAttribute('href')).toMatch(/^https:\/\//));
  });

  it('links the RSS feed', () => {
    expect(screen.getByRole('link', {name: /RSS/})).toHaveAttribute('href', '/insights/rss.xml');
  });

  it('has no dead "#" links', () => {
    screen.getAllByRole('link').forEach((a) => expect(a.getAttribute('href')).not.toMatch(/^#?$/));
  });
});
