import {render, screen, within} from '@testing-library/react';
import PackageCards, {type ServicePackage} from '.';

const base = {
  priceNote: 'per project',
  description: 'What it covers.',
  tone: 'neutral',
  icon: 'design',
} as const;
const packages: readonly ServicePackage[] = [
  {
    ...base,
    id: 'site-visit',
    name: 'Site Visit',
    price: {kind: 'fixed', amountKsh: 15000},
    features: ['One visit', 'A report'],
    recommended: false,
  },
  {
    ...base,
    id: 'design',
    name: 'Design',
    price: {kind: 'fixed', amountKsh: 1250000},
    features: ['Drawings'],
    recommended: true,
  },
  {
    ...base,
    id: 'build',
    name: 'Build',
    price: {kind: 'quote'},
    features: ['Everything'],
    recommended: false,
  },
];

const card = (name: string) => screen.getByRole('article', {name});

describe('PackageCards', () => {
  beforeEach(() => {
    render(<PackageCards packages={packages} />);
  });

  it('shows one card per package, named by its heading', () => {
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Site Visit',
      'Design',
      'Build',
    ]);
  });

  it('formats fixed prices in KSh with digit grouping', () => {
    expect(card('Site Visit')).toHaveTextContent('KSh 15,000');
    expect(card('Design')).toHaveTextContent('KSh 1,250,000');
  });

  it('shows the quote label for a package priced by quotation', () => {
    expect(card('Build')).toHaveTextContent('Custom Quote');
    expect(card('Build')).not.toHaveTextContent('KSh');
  });

  it('marks only the recommended package with its badge text', () => {
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card('Design')).getByText('Most Popular')).toBeInTheDocument();
  });

  it('lists each package’s features in a list named after it', () => {
    const list = screen.getByRole('list', {name: 'Included: Site Visit'});
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One visit', 'A report']);
  });

  it('gives each package a call to action naming the package', () => {
    const link = within(card('Build')).getByRole('link', {name: 'Get Started – Build'});
    expect(link).toHaveAttribute('href', '/contact');
  });
});
