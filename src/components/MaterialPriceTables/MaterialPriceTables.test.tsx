import {render, screen, within} from '@testing-library/react';
import MaterialPriceTables from '.';
import type {MaterialGroup} from '@site/src/data/materialTable';

const groups: readonly MaterialGroup[] = [
  {
    id: 'cement-aggregates',
    name: 'Cement & Aggregates',
    items: [
      {
        id: 'cement',
        name: 'Cement',
        unit: 'bag-50kg',
        unitName: 'per 50kg bag',
        lowKsh: 750,
        highKsh: 850,
      },
    ],
  },
  {
    id: 'finishes',
    name: 'Finishes',
    items: [
      {
        id: 'premium-paint',
        name: 'Premium Paint',
        unit: 'bucket-20l',
        unitName: 'per 20L bucket',
        lowKsh: 4500,
        highKsh: 7000,
      },
      {
        id: 'clay-bricks',
        name: 'Clay Bricks',
        unit: 'piece',
        unitName: 'per piece',
        lowKsh: 15,
        highKsh: 20,
      },
    ],
  },
];

describe('MaterialPriceTables', () => {
  beforeEach(() => {
    render(<MaterialPriceTables groups={groups} title="Material Pricing" titleId="materials" />);
  });

  it('heads the tables with the given title, its id the place a link can open', () => {
    expect(screen.getByRole('heading', {level: 3, name: 'Material Pricing'})).toHaveAttribute(
      'id',
      'materials',
    );
  });

  it('renders one table per group, captioned with the group name', () => {
    expect(
      screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['Cement & Aggregates', 'Finishes']);
    expect(screen.getByRole('table', {name: 'Finishes'})).toBeInTheDocument();
  });

  it('has column headers for material, unit and price range', () => {
    const table = screen.getByRole('table', {name: 'Finishes'});
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Material', 'Unit', 'Price range']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
  });

  it('makes each material name the header of its row, with its unit and formatted range', () => {
    const table = screen.getByRole('table', {name: 'Finishes'});
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Premium Paint',
      'Clay Bricks',
    ]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['per 20L bucket', 'KSh 4,500 – 7,000'],
      ['per piece', 'KSh 15 – 20'],
    ]);
  });

  it('shows the note about indicative prices', () => {
    expect(
      screen.getByText(/^Prices are indicative ranges from Nairobi suppliers/),
    ).toBeInTheDocument();
  });
});
