/**
 * Pricing facts: what each service package costs and indicative material prices. The words about
 * the packages (name, what the price covers, description, features) and the pricing FAQs are
 * content: pages/pricing.mdx.
 *
 * Every package price and material price range comes from the specification
 * (`SPEC.md` section 9) and is checked by `__tests__/pricing.test.ts`.
 * Amounts are whole Kenya shillings (KSh) stored as numbers; format them with
 * `formatKsh` / `formatKshRange` so every page shows prices the same way.
 */

/** A package either has a fixed price in KSh or is priced by quotation. */
export type PackagePrice =
  {readonly kind: 'fixed'; readonly amountKsh: number} | {readonly kind: 'quote'};

/** Colour treatment of a package card. */
export type PackageTone = 'neutral' | 'primary' | 'dark';

/** Icon shown on a package card. */
export type PackageIcon = 'consultation' | 'design' | 'construction';

export interface PackageFacts {
  /** Kebab-case identifier, stable for anchors; pages/pricing.mdx describes the package by it. */
  readonly id: string;
  readonly price: PackagePrice;
  /** Exactly one package is recommended (it carries the "Most Popular" ribbon). */
  readonly recommended: boolean;
  readonly tone: PackageTone;
  readonly icon: PackageIcon;
}

export const packageFacts = [
  {
    id: 'basic-consultation',
    price: {kind: 'fixed', amountKsh: 15000},
    recommended: false,
    tone: 'neutral',
    icon: 'consultation',
  },
  {
    id: 'standard-design-package',
    price: {kind: 'fixed', amountKsh: 150000},
    recommended: true,
    tone: 'primary',
    icon: 'design',
  },
  {
    id: 'premium-construction-package',
    price: {kind: 'quote'},
    recommended: false,
    tone: 'dark',
    icon: 'construction',
  },
] as const satisfies readonly PackageFacts[];

export const packageIds: readonly string[] = packageFacts.map((pkg) => pkg.id);

/** The unit a price range applies to; its words: ./materialTable.ts. */
export type MaterialUnit =
  'bag-50kg' | 'ton' | 'piece' | 'kg' | 'foot' | 'm2' | 'bucket-20l' | 'sheet-8x4';

export interface MaterialPriceFacts {
  /** Stable id, by which the cost estimator prices its materials and the table names them. */
  readonly id: string;
  readonly unit: MaterialUnit;
  /** Lower end of the indicative range, in KSh. */
  readonly lowKsh: number;
  /** Upper end of the indicative range, in KSh. */
  readonly highKsh: number;
}

/**
 * The price table's groups, in the order shown. "Roofing" is beyond the spec's table: the cost
 * estimator prices the roof covering from it.
 */
export const materialGroupIds = [
  'cement-aggregates',
  'masonry',
  'steel-reinforcement',
  'timber',
  'finishes',
  'roofing',
] as const;

export type MaterialGroupId = (typeof materialGroupIds)[number];

/** The price table, a row per material, in the order shown within its group. */
export const materialPrices = [
  {group: 'cement-aggregates', id: 'cement', unit: 'bag-50kg', lowKsh: 750, highKsh: 850},
  {group: 'cement-aggregates', id: 'sand', unit: 'ton', lowKsh: 2500, highKsh: 3000},
  {group: 'cement-aggregates', id: 'ballast', unit: 'ton', lowKsh: 2800, highKsh: 3500},
  {group: 'masonry', id: 'clay-bricks', unit: 'piece', lowKsh: 15, highKsh: 20},
  {group: 'masonry', id: 'machine-cut-stone', unit: 'piece', lowKsh: 45, highKsh: 55},
  {group: 'steel-reinforcement', id: 'rebar-d8', unit: 'kg', lowKsh: 120, highKsh: 150},
  {group: 'steel-reinforcement', id: 'rebar-d12', unit: 'kg', lowKsh: 130, highKsh: 160},
  {group: 'steel-reinforcement', id: 'rebar-d16', unit: 'kg', lowKsh: 140, highKsh: 170},
  {group: 'steel-reinforcement', id: 'structural-steel', unit: 'kg', lowKsh: 180, highKsh: 220},
  {group: 'timber', id: 'cypress-timber', unit: 'foot', lowKsh: 70, highKsh: 90},
  {group: 'finishes', id: 'ceramic-floor-tiles', unit: 'm2', lowKsh: 800, highKsh: 1500},
  {group: 'finishes', id: 'wall-tiles', unit: 'm2', lowKsh: 900, highKsh: 1800},
  {group: 'finishes', id: 'premium-paint', unit: 'bucket-20l', lowKsh: 4500, highKsh: 7000},
  {group: 'finishes', id: 'gypsum-board', unit: 'sheet-8x4', lowKsh: 900, highKsh: 1200},
  {group: 'finishes', id: 'laminate-flooring', unit: 'm2', lowKsh: 1800, highKsh: 3000},
  {group: 'roofing', id: 'iron-sheets', unit: 'm2', lowKsh: 850, highKsh: 1200},
  {group: 'roofing', id: 'stone-coated-tiles', unit: 'm2', lowKsh: 1500, highKsh: 2400},
] as const satisfies readonly (MaterialPriceFacts & {group: MaterialGroupId})[];

export type MaterialId = (typeof materialPrices)[number]['id'];

/** A material of the price table by its id. */
export function materialPrice(id: MaterialId): MaterialPriceFacts {
  return materialPrices.find((item) => item.id === id)!;
}

/**
 * Formats whole shillings with en-KE digit grouping, e.g. `formatKsh(15000)` → "KSh 15,000".
 * Grouped by hand rather than with Intl.NumberFormat, whose creation loads locale data while the
 * page hydrates (about 50 ms of main-thread time on a throttled phone).
 */
export function formatKsh(amount: number): string {
  return `KSh ${groupDigits(amount)}`;
}

/** Whole number with thousands commas, e.g. 100000 → "100,000". */
export function groupDigits(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats a price range with an en dash, e.g. `formatKshRange(2500, 3000)` → "KSh 2,500 – 3,000". */
export function formatKshRange(low: number, high: number): string {
  return `${formatKsh(low)} – ${groupDigits(high)}`;
}

/** The two views of the pricing page; the id is also the URL hash that links to the view. */
export type PricingTabId = 'packages' | 'materials';
