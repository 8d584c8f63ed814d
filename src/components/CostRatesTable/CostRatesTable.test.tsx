import {render, screen, within} from '@testing-library/react';
import CostRatesTable from '.';
import {buildingTypes} from '@site/src/data/costRates';

describe('CostRatesTable', () => {
  it('lists the rate per m² of every type at every finish level', () => {
    render(<CostRatesTable />);
    const table = screen.getByRole('table', {
      name: 'Building cost per m² by type and finish level (KSh)',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type of building', 'Standard', 'Mid-range', 'High-end']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(buildingTypes.length);
    const bungalow = buildingTypes.find((t) => t.id === 'bungalow')!.ratePerM2.standard;
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(
      `KSh ${bungalow.low.toLocaleString('en-KE')} – ${bungalow.high.toLocaleString('en-KE')}`,
    );
  });

  it('scrolls inside a labelled, focusable box on a narrow screen', () => {
    render(<CostRatesTable />);
    expect(
      screen.getByRole('region', {name: 'Building cost per m² by type and finish level (KSh)'}),
    ).toHaveAttribute('tabindex', '0');
  });
});
