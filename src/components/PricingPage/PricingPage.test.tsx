import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from '.';
import {packageFacts} from '@site/src/data/pricing';
import type {PricingFrontMatter} from '@site/src/data/frontMatterTypes';

const page: PricingFrontMatter = {
  title: 'Transparent Pricing',
  description: 'Fixed fees.',
  heroImage: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  // Written in another order than the facts, to show each is matched by id.
  packages: [...packageFacts].reverse().map(({id}) => ({
    id,
    name: `Package ${id}`,
    priceNote: 'per project',
    description: 'What it covers.',
    features: ['One', 'Two'],
  })),
  faqs: [1, 2, 3, 4, 5].map((n) => ({question: `Question ${n}?`, answer: `Answer ${n}.`})),
};

describe('PricingPage', () => {
  beforeEach(() => {
    render(<PricingPage frontMatter={page} />);
  });

  it('opens on the service packages, each priced from its facts', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Transparent Pricing');
    expect(screen.getByRole('tab', {name: 'Service Packages'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('article', {name: 'Package basic-consultation'})).toHaveTextContent(
      'KSh 15,000',
    );
    expect(
      screen.getByRole('article', {name: 'Package premium-construction-package'}),
    ).toHaveTextContent('Custom Quote');
    expect(
      within(screen.getByRole('article', {name: 'Package standard-design-package'})).getByText(
        'Most Popular',
      ),
    ).toBeInTheDocument();
  });

  it('switches to the material prices', async () => {
    await userEvent.setup().click(screen.getByRole('tab', {name: 'Material Pricing'}));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cement');
  });

  it('asks the five questions and ends with a quote request to /contact', () => {
    const faq = screen.getByRole('region', {name: 'Frequently Asked Questions'});
    expect(within(faq).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('link', {name: 'Request Custom Quote'})).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
