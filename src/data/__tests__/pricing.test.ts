import {
  formatKsh,
  formatKshRange,
  materialGroups,
  materialPricesNote,
  pricingFaqs,
  servicePackages,
  type MaterialItem,
} from '../pricing';

/** Material price ranges (KSh) exactly as SPEC.md section 9 gives them. */
const SPEC_MATERIAL_PRICES: readonly MaterialItem[] = [
  {name: 'Cement', unit: 'per 50kg bag', lowKsh: 750, highKsh: 850},
  {name: 'Sand', unit: 'per ton', lowKsh: 2500, highKsh: 3000},
  {name: 'Aggregate (ballast)', unit: 'per ton', lowKsh: 2800, highKsh: 3500},
  {name: 'Clay Bricks', unit: 'per piece', lowKsh: 15, highKsh: 20},
  {name: 'Machine Cut Stone', unit: 'per piece', lowKsh: 45, highKsh: 55},
  {name: 'Rebar D8', unit: 'per kg', lowKsh: 120, highKsh: 150},
  {name: 'Rebar D12', unit: 'per kg', lowKsh: 130, highKsh: 160},
  {name: 'Rebar D16', unit: 'per kg', lowKsh: 140, highKsh: 170},
  {name: 'Structural Steel', unit: 'per kg', lowKsh: 180, highKsh: 220},
  {name: 'Cypress Timber', unit: 'per foot', lowKsh: 70, highKsh: 90},
  {name: 'Ceramic Floor Tiles', unit: 'per m²', lowKsh: 800, highKsh: 1500},
  {name: 'Wall Tiles', unit: 'per m²', lowKsh: 900, highKsh: 1800},
  {name: 'Premium Paint', unit: 'per 20L bucket', lowKsh: 4500, highKsh: 7000},
  {name: 'Gypsum Board', unit: 'per 8x4 sheet', lowKsh: 900, highKsh: 1200},
  {name: 'Laminate Flooring', unit: 'per m²', lowKsh: 1800, highKsh: 3000},
];

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

function byName(a: MaterialItem, b: MaterialItem): number {
  return a.name.localeCompare(b.name);
}

const allItems: readonly MaterialItem[] = materialGroups.flatMap((group) => group.items);

describe('servicePackages', () => {
  it('has three packages', () => {
    expect(servicePackages.map((p) => p.name)).toEqual([
      'Basic Consultation',
      'Standard Design Package',
      'Premium Construction Package',
    ]);
  });

  it('has no duplicate names or ids, and kebab-case ids', () => {
    expect(duplicates(servicePackages.map((p) => p.name))).toEqual([]);
    expect(duplicates(servicePackages.map((p) => p.id))).toEqual([]);
    expect(servicePackages.map((p) => p.id).filter((id) => !KEBAB_CASE.test(id))).toEqual([]);
  });

  it('carries the spec prices', () => {
    expect(servicePackages.map((p) => ({name: p.name, price: p.price}))).toEqual([
      {name: 'Basic Consultation', price: {kind: 'fixed', amountKsh: 15000}},
      {name: 'Standard Design Package', price: {kind: 'fixed', amountKsh: 150000}},
      {name: 'Premium Construction Package', price: {kind: 'quote'}},
    ]);
  });

  it('recommends exactly one package, the Standard Design Package, badged Most Popular', () => {
    const recommended = servicePackages.filter((p) => p.recommended);
    expect(recommended.map((p) => p.name)).toEqual(['Standard Design Package']);
    expect(recommended.map((p) => p.badge)).toEqual(['Most Popular']);
  });

  it('gives every package 5 to 7 non-empty, distinct features', () => {
    const badCounts = servicePackages
      .filter((p) => p.features.length < 5 || p.features.length > 7)
      .map((p) => `${p.name}: ${p.features.length}`);
    expect(badCounts).toEqual([]);
    const withDuplicateOrEmpty = servicePackages
      .filter((p) => duplicates(p.features).length > 0 || p.features.some((f) => f.trim() === ''))
      .map((p) => p.name);
    expect(withDuplicateOrEmpty).toEqual([]);
  });

  it('includes a 1-year workmanship warranty in the Premium Construction Package', () => {
    const premium = servicePackages.find((p) => p.id === 'premium-construction-package');
    expect(premium?.features.filter((f) => /1-year workmanship warranty/i.test(f))).toHaveLength(1);
  });

  it('gives every package a description and a price note', () => {
    const missing = servicePackages
      .filter((p) => p.description.trim() === '' || p.priceNote.trim() === '')
      .map((p) => p.name);
    expect(missing).toEqual([]);
  });
});

describe('materialGroups', () => {
  it('has non-empty groups with distinct names and kebab-case ids', () => {
    expect(duplicates(materialGroups.map((g) => g.name))).toEqual([]);
    expect(duplicates(materialGroups.map((g) => g.id))).toEqual([]);
    expect(materialGroups.map((g) => g.id).filter((id) => !KEBAB_CASE.test(id))).toEqual([]);
    expect(materialGroups.filter((g) => g.items.length === 0).map((g) => g.name)).toEqual([]);
  });

  it('has no duplicate item names', () => {
    expect(duplicates(allItems.map((i) => i.name))).toEqual([]);
  });

  it('has positive ranges with low <= high', () => {
    const invalid = allItems
      .filter(
        (i) =>
          !Number.isFinite(i.lowKsh) ||
          !Number.isFinite(i.highKsh) ||
          i.lowKsh <= 0 ||
          i.lowKsh > i.highKsh,
      )
      .map((i) => `${i.name}: ${i.lowKsh}-${i.highKsh}`);
    expect(invalid).toEqual([]);
  });

  it('lists every spec material price exactly (name, unit, low, high) and nothing else', () => {
    const actual = allItems.map(({name, unit, lowKsh, highKsh}) => ({name, unit, lowKsh, highKsh}));
    expect([...actual].sort(byName)).toEqual([...SPEC_MATERIAL_PRICES].sort(byName));
  });

  it('lists the three rebar sizes per kg', () => {
    expect(allItems.filter((i) => i.name.startsWith('Rebar')).map((i) => `${i.name} ${i.unit}`)).toEqual([
      'Rebar D8 per kg',
      'Rebar D12 per kg',
      'Rebar D16 per kg',
    ]);
  });

  it('has a note saying prices are indicative and vary', () => {
    expect(materialPricesNote).toMatch(/indicative/i);
    expect(materialPricesNote).toMatch(/Nairobi/);
    expect(materialPricesNote).toMatch(/vary/i);
  });
});

describe('pricingFaqs', () => {
  it('has exactly five FAQs with distinct, non-empty questions', () => {
    expect(pricingFaqs).toHaveLength(5);
    expect(duplicates(pricingFaqs.map((f) => f.question))).toEqual([]);
    expect(pricingFaqs.filter((f) => f.question.trim() === '' || f.answer.trim() === '')).toEqual([]);
  });

  it.each([
    ['financing options exist', /financing options/i],
    ['staged payments', /stages|staged/i],
    ["partner banks' construction loans", /partner banks/i],
    ['material costs are not included in the packages', /material costs are not included/i],
    ['loyalty discounts', /loyalty discount/i],
    ['volume discounts', /volume discount/i],
    ["no extra work without the client's written approval", /no extra work is done without your written approval/i],
  ])('states that %s', (_fact, pattern) => {
    const answers = pricingFaqs.map((f) => f.answer).join('\n');
    expect(answers).toMatch(pattern);
  });
});

describe('formatKsh', () => {
  it.each([
    [15, 'KSh 15'],
    [850, 'KSh 850'],
    [15000, 'KSh 15,000'],
    [150000, 'KSh 150,000'],
    [1234567, 'KSh 1,234,567'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatKsh(amount)).toBe(expected);
  });

  it('groups digits exactly as the en-KE locale does, from units to billions', () => {
    const enKE = new Intl.NumberFormat('en-KE', {maximumFractionDigits: 0});
    const amounts = [0, 7, 999, 1000, 99999, 100000, 9999999, 12345678901];
    for (const amount of amounts) {
      expect(formatKsh(amount)).toBe(`KSh ${enKE.format(amount)}`);
    }
  });
});

describe('formatKshRange', () => {
  it('formats a range with a spaced en dash', () => {
    expect(formatKshRange(2500, 3000)).toBe('KSh 2,500 – 3,000');
    expect(formatKshRange(15, 20)).toBe('KSh 15 – 20');
    expect(formatKshRange(4500, 7000)).toBe('KSh 4,500 – 7,000');
  });
});

describe('content quality', () => {
  it('contains no placeholder text', () => {
    const text = JSON.stringify({servicePackages, materialGroups, materialPricesNote, pricingFaqs});
    expect(text.match(/lorem|ipsum|\bTBD\b|\bTODO\b|placeholder/gi) ?? []).toEqual([]);
  });
});
