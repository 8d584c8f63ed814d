import {render, screen} from '@testing-library/react';
import EstimatorPrompt from '.';

describe('EstimatorPrompt', () => {
  it('links to the cost estimator', () => {
    render(<EstimatorPrompt />);
    expect(screen.getByText('What will it cost to build?')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Estimate your building cost'})).toHaveAttribute(
      'href',
      '/cost-estimator',
    );
  });

  it('opens the estimator on the type of building given', () => {
    render(<EstimatorPrompt type="warehouse" />);
    expect(screen.getByRole('link', {name: 'Estimate your building cost'})).toHaveAttribute(
      'href',
      '/cost-estimator?type=warehouse',
    );
  });
});
