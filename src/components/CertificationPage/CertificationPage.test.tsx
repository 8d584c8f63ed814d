import {render, screen, within} from '@testing-library/react';
import CertificationPage from '.';
import {certificateIds} from '@site/src/data/certification';
import type {CertificationFrontMatter} from '@site/src/data/frontMatterTypes';

const image = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';
const page: CertificationFrontMatter = {
  title: 'Certifications & Compliance',
  description: 'Registered and certified.',
  heroImage: image,
  certificates: certificateIds.map((id) => ({
    id,
    title: `Certificate ${id}`,
    issuer: 'An authority',
    description: 'What it proves.',
    requirements: ['1', '2', '3', '4', '5'],
    image,
  })),
  affiliations: [1, 2, 3, 4].map((n) => ({
    name: `Body ${n}`,
    description: 'What it does.',
    logo: image,
  })),
  standards: [1, 2, 3, 4].map((n) => ({title: `Standard ${n}`, description: 'What it requires.'})),
};

describe('CertificationPage', () => {
  beforeEach(() => {
    render(<CertificationPage frontMatter={page} />);
  });

  it('shows the NCA registration and one card per certificate', () => {
    const section = screen.getByRole('region', {name: 'Registrations & Certificates'});
    expect(
      within(section).getByRole('complementary', {name: 'NCA registration'}),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(certificateIds.length);
  });

  it('lists the affiliations and standards under their headings', () => {
    const affiliations = screen.getByRole('region', {name: 'Professional Affiliations'});
    expect(
      within(affiliations)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(page.affiliations.map((a) => a.name));
    const standards = screen.getByRole('region', {name: 'Quality & Compliance Standards'});
    expect(
      within(standards)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(page.standards.map((s) => s.title));
  });

  it('ends by offering contact and the company profile, on request for now', () => {
    const cta = screen.getByRole('region', {name: 'Need More Information'});
    expect(within(cta).getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact');
    expect(
      within(cta).getByRole('link', {name: 'Download Company Profile (on request)'}),
    ).toHaveAttribute('href', '/contact');
  });
});
