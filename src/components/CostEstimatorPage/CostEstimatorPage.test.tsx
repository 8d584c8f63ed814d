import {render, screen, within} from '@testing-library/react';
import CostEstimatorPage from '.';
import {readPageFile} from '@site/src/test/pageFiles';
import type {CostEstimatorFrontMatter} from '@site/src/data/frontMatterTypes';
import {sourceIds} from '@site/src/data/costRates';
import {testHistory} from '@site/src/test/stubs/router';

const {frontMatter: page} = readPageFile<CostEstimatorFrontMatter>('pages/cost-estimator.mdx');

describe('CostEstimatorPage', () => {
  beforeEach(() => {
    testHistory.replace({pathname: '/cost-estimator', search: ''});
    render(<CostEstimatorPage frontMatter={page} />);
  });

  it('heads the page with its title and lead, then the estimator with what it covers', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(page.title);
    expect(screen.getByText(page.lead)).toBeInTheDocument();
    const result = screen.getByRole('region', {name: 'Your estimate'});
    expect(within(result).getByText(page.includes)).toBeInTheDocument();
    expect(within(result).getByText(page.excludes)).toBeInTheDocument();
  });

  it('sets out the rates and names every source', () => {
    expect(screen.getByRole('heading', {level: 2, name: 'Our rates per m²'})).toBeInTheDocument();
    expect(screen.getByRole('table', {name: /Building cost per m²/})).toBeInTheDocument();
    const sources = screen
      .getByRole('heading', {level: 2, name: 'Where our figures come from'})
      .closest('section')!;
    expect(within(sources).getAllByRole('listitem')).toHaveLength(sourceIds.length);
  });
});
