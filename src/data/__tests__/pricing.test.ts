/** @jest-environment node */
import {formatKsh, formatKshRange, packageFacts} from '../pricing';
import {materialGroups, type MaterialItem} from '../materialTable';
import type {PricingFrontMatter} from '../frontMatterTypes';
import {readPageFile} from '@site/src/test/pageFiles';

/**
 * SPEC.md section 9, quoted verbatim: the material price ranges the site must show. The test
 * reads its figures from the quote instead of retyping the table in the data's shape.
 */
const specMaterialPrices =
  'cement per 50kg bag 750-850; sand per ton 2,500-3,000; aggregate per ton 2,800-3,500; clay bricks per piece 15-20; machine cut stone per piece 45-55; rebar per kg D8 120-150, D12 130-160, D16 140-170; structural steel per kg 180-220; cypress timber per foot 70-90; ceramic floor tiles per m2 800-1,500; wall tiles 900-1,800; premium paint per 20L bucket 4,500-7,000; gypsum board per 8x4 sheet 900-1,200; laminate flooring per m2 1,800-3,000';

type SpecPrice = {
  readonly material: string;
  readonly unit?: string;
  readonly low: number;
  readonly high: number;
};

const amount = (text: string) => Number(text.replaceAll(',', ''));

/** "rebar per kg D8 120-150, D12 …" names three materials; "per m2" is written "per m²" on the page. */
function parseSpecPrices(quote: string): SpecPrice[] {
  return quote.split('; ').flatMap((entry) => {
    const sizes = /^(\w+) (per \w+) (D\d+ .*)$/.exec(entry);
    const entries = sizes
      ? sizes[3]!.split(', ').map((size) => `${sizes[1]} ${size.replace(' ', ` ${sizes[2]} `)}`)
      : [entry];
    return entries.map((text) => {
      const match = /^(.+?)(?: (per .+))? ([\d,]+)-([\d,]+)$/.exec(text)!;
      return {
        material: match[1]!,
        ...(match[2] && {unit: match[2].replace(/m2$/, 'm²')}),
        low: amount(match[3]!),
        high: amount(match[4]!),
      };
    });
  });
}

const specPrices = parseSpecPrices(specMaterialPrices);
const items: readonly MaterialItem[] = materialGroups.flatMap(
  (group): readonly MaterialItem[] => group.items,
);
const itemFor = (material: string) =>
  items.filter((item) => item.name.toLowerCase().startsWith(material.toLowerCase()));

let page: PricingFrontMatter;

// The content index checks the page's fields when it builds (its own tests read this file too).
beforeAll(() => {
  page = readPageFile<PricingFrontMatter>('pages/pricing.mdx').frontMatter;
});

describe('material prices', () => {
  it('read fifteen materials from the spec', () => {
    expect(specPrices).toHaveLength(15);
  });

  it.each(specPrices)('$material: the spec range $low-$high', ({material, unit, low, high}) => {
    const matches = itemFor(material);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({lowKsh: low, highKsh: high, ...(unit && {unitName: unit})});
  });

  it('lists no material the spec does not price, but the roof coverings the cost estimator needs', () => {
    const roofing = materialGroups.find((group) => group.id === 'roofing')!;
    expect(roofing.items.map((item) => item.id)).toEqual(['iron-sheets', 'stone-coated-tiles']);
    expect(items).toHaveLength(specPrices.length + roofing.items.length);
  });

  it.each(items.map((item) => [item.name, item] as const))(
    '%s: a unit and a positive range, low ≤ high',
    (_name, item) => {
      expect(item.unitName).toMatch(/^per \S/);
      expect(Number.isInteger(item.lowKsh) && Number.isInteger(item.highKsh)).toBe(true);
      expect(item.lowKsh).toBeGreaterThan(0);
      expect(item.lowKsh).toBeLessThanOrEqual(item.highKsh);
    },
  );

  it.each(materialGroups.map((group) => [group.name, group] as const))(
    'group %s: a kebab-case id and items',
    (_name, group) => {
      expect(group.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(group.items.length).toBeGreaterThan(0);
    },
  );

  it('names every group and every material once', () => {
    const names = [
      materialGroups.map((g) => g.id),
      materialGroups.map((g) => g.name),
      items.map((i) => i.name),
      items.map((i) => i.id),
    ];
    for (const list of names) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('gives every material a kebab-case id', () => {
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('service packages', () => {
  it('are the three the spec prices: 15,000, 150,000 and a custom quote', () => {
    expect(packageFacts.map((pkg) => pkg.price)).toEqual([
      {kind: 'fixed', amountKsh: 15000},
      {kind: 'fixed', amountKsh: 150000},
      {kind: 'quote'},
    ]);
  });

  it('recommend exactly one, the Standard Design Package (spec: "Most Popular")', () => {
    const recommended = packageFacts.filter((pkg) => pkg.recommended).map((pkg) => pkg.id);
    expect(recommended).toEqual(['standard-design-package']);
  });

  it('are each described once by the page, in the same order', () => {
    expect(page.packages.map((pkg) => pkg.id)).toEqual(packageFacts.map((pkg) => pkg.id));
    expect(page.packages.map((pkg) => pkg.name)).toEqual([
      'Basic Consultation',
      'Standard Design Package',
      'Premium Construction Package',
    ]);
  });

  it.each(packageFacts.map((pkg) => [pkg.id] as const))('%s: 5 to 7 distinct features', (id) => {
    const {features} = page.packages.find((pkg) => pkg.id === id)!;
    expect(features.length).toBeGreaterThanOrEqual(5);
    expect(features.length).toBeLessThanOrEqual(7);
    expect(new Set(features).size).toBe(features.length);
  });

  it('include the 1-year workmanship warranty in the Premium Construction Package', () => {
    const premium = page.packages.find((pkg) => pkg.id === 'premium-construction-package')!;
    expect(premium.features.filter((f) => /1-year workmanship warranty/i.test(f))).toHaveLength(1);
  });
});

describe('pricing FAQs', () => {
  it('are five distinct questions', () => {
    expect(page.faqs).toHaveLength(5);
    expect(new Set(page.faqs.map((faq) => faq.question)).size).toBe(5);
  });

  it.each([
    ['financing options exist', /financing options/i],
    ['material costs are not included in the packages', /material costs are not included/i],
    ['loyalty discounts', /loyalty discount/i],
    ['volume discounts', /volume discount/i],
    ['no extra work without approval', /no extra work is done without your written approval/i],
  ])('state the spec fact: %s', (_fact, pattern) => {
    expect(page.faqs.map((faq) => faq.answer).join('\n')).toMatch(pattern);
  });
});

describe('formatKsh', () => {
  it.each([
    [15, 'KSh 15'],
    [850, 'KSh 850'],
    [15000, 'KSh 15,000'],
    [1234567, 'KSh 1,234,567'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatKsh(value)).toBe(expected);
  });

  it('groups digits exactly as the en-KE locale does, from units to billions', () => {
    const enKE = new Intl.NumberFormat('en-KE', {maximumFractionDigits: 0});
    for (const value of [0, 7, 999, 1000, 99999, 100000, 9999999, 12345678901]) {
      expect(formatKsh(value)).toBe(`KSh ${enKE.format(value)}`);
    }
  });
});

describe('formatKshRange', () => {
  it('formats a range with a spaced en dash', () => {
    expect(formatKshRange(2500, 3000)).toBe('KSh 2,500 – 3,000');
    expect(formatKshRange(15, 20)).toBe('KSh 15 – 20');
  });
});
