/**
 * Pricing content: service packages, indicative material prices and pricing FAQs.
 *
 * Every package price and material price range comes from the specification
 * (`SPEC.md` section 9) and is checked by `__tests__/pricing.test.ts`.
 * Amounts are whole Kenya shillings (KSh) stored as numbers; format them with
 * `formatKsh` / `formatKshRange` so every page shows prices the same way.
 */

/** A package either has a fixed price in KSh or is priced by quotation. */
export type PackagePrice =
  | {readonly kind: 'fixed'; readonly amountKsh: number}
  | {readonly kind: 'quote'};

/** Colour treatment of a package card. */
export type PackageTone = 'neutral' | 'primary' | 'dark';

/** Icon shown on a package card. */
export type PackageIcon = 'consultation' | 'design' | 'construction';

export interface ServicePackage {
  /** Kebab-case identifier, stable for anchors and tests. */
  readonly id: string;
  readonly name: string;
  readonly price: PackagePrice;
  /** What the price covers, shown under it, e.g. "per site visit". */
  readonly priceNote: string;
  readonly description: string;
  readonly features: readonly string[];
  /** Exactly one package is recommended. */
  readonly recommended: boolean;
  /** Ribbon text for the recommended package. */
  readonly badge?: string;
  readonly tone: PackageTone;
  readonly icon: PackageIcon;
}

export interface MaterialItem {
  readonly name: string;
  /** Unit the range applies to, e.g. "per 50kg bag". */
  readonly unit: string;
  /** Lower end of the indicative range, in KSh. */
  readonly lowKsh: number;
  /** Upper end of the indicative range, in KSh. */
  readonly highKsh: number;
}

export interface MaterialGroup {
  readonly id: string;
  readonly name: string;
  readonly items: readonly MaterialItem[];
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export const servicePackages: readonly ServicePackage[] = [
  {
    id: 'basic-consultation',
    name: 'Basic Consultation',
    price: {kind: 'fixed', amountKsh: 15000},
    priceNote: 'per site visit',
    description:
      'A site visit and a one-on-one session with one of our engineers to assess your plot, brief and budget before you commit to design or construction.',
    features: [
      'Site visit anywhere within Nairobi and its environs',
      'Plot assessment: access, soil conditions, drainage and boundary setbacks',
      'Review of title, zoning and county building approval requirements',
      'Order-of-magnitude cost estimate for your planned building',
      'Guidance on approvals: county building permit, NCA project registration and NEMA',
      'Written summary of findings and recommended next steps',
    ],
    recommended: false,
    tone: 'neutral',
    icon: 'consultation',
  },
  {
    id: 'standard-design-package',
    name: 'Standard Design Package',
    price: {kind: 'fixed', amountKsh: 150000},
    priceNote: 'per project',
    description:
      'Complete architectural and structural design for a family home, with the drawings and bill of quantities you need for county approval and for tendering.',
    features: [
      'Architectural drawings: floor plans, elevations and sections',
      '3D exterior renders so you can see the house before it is built',
      'Structural design and calculations by a registered engineer',
      'Bill of quantities prepared by our quantity surveying team',
      'Approval-ready drawings for submission to your county, including Nairobi e-DAMS',
      'Two rounds of design revisions included',
    ],
    recommended: true,
    badge: 'Most Popular',
    tone: 'primary',
    icon: 'design',
  },
  {
    id: 'premium-construction-package',
    name: 'Premium Construction Package',
    price: {kind: 'quote'},
    priceNote: 'priced from your bill of quantities',
    description:
      'Turnkey construction from groundbreaking to handover, managed by a dedicated site team and priced from a detailed bill of quantities for your project.',
    features: [
      'Turnkey construction from foundation to finishes and handover',
      'Dedicated site manager with weekly progress reports and photos',
      'Sourcing of KEBS-certified materials at trade prices, itemised at cost',
      'NCA project registration, county inspections and occupation certificate support',
      'Staged payments tied to agreed construction milestones',
      '1-year workmanship warranty from the date of handover',
    ],
    recommended: false,
    tone: 'dark',
    icon: 'construction',
  },
];

export const materialGroups: readonly MaterialGroup[] = [
  {
    id: 'cement-aggregates',
    name: 'Cement & Aggregates',
    items: [
      {name: 'Cement', unit: 'per 50kg bag', lowKsh: 750, highKsh: 850},
      {name: 'Sand', unit: 'per ton', lowKsh: 2500, highKsh: 3000},
      {name: 'Aggregate (ballast)', unit: 'per ton', lowKsh: 2800, highKsh: 3500},
    ],
  },
  {
    id: 'masonry',
    name: 'Masonry',
    items: [
      {name: 'Clay Bricks', unit: 'per piece', lowKsh: 15, highKsh: 20},
      {name: 'Machine Cut Stone', unit: 'per piece', lowKsh: 45, highKsh: 55},
    ],
  },
  {
    id: 'steel-reinforcement',
    name: 'Steel & Reinforcement',
    items: [
      {name: 'Rebar D8', unit: 'per kg', lowKsh: 120, highKsh: 150},
      {name: 'Rebar D12', unit: 'per kg', lowKsh: 130, highKsh: 160},
      {name: 'Rebar D16', unit: 'per kg', lowKsh: 140, highKsh: 170},
      {name: 'Structural Steel', unit: 'per kg', lowKsh: 180, highKsh: 220},
    ],
  },
  {
    id: 'timber',
    name: 'Timber',
    items: [{name: 'Cypress Timber', unit: 'per foot', lowKsh: 70, highKsh: 90}],
  },
  {
    id: 'finishes',
    name: 'Finishes',
    items: [
      {name: 'Ceramic Floor Tiles', unit: 'per m²', lowKsh: 800, highKsh: 1500},
      {name: 'Wall Tiles', unit: 'per m²', lowKsh: 900, highKsh: 1800},
      {name: 'Premium Paint', unit: 'per 20L bucket', lowKsh: 4500, highKsh: 7000},
      {name: 'Gypsum Board', unit: 'per 8x4 sheet', lowKsh: 900, highKsh: 1200},
      {name: 'Laminate Flooring', unit: 'per m²', lowKsh: 1800, highKsh: 3000},
    ],
  },
];

export const materialPricesNote =
  'Prices are indicative ranges from Nairobi suppliers and vary with your site location, order quantity and market conditions, so confirm current rates before you budget.';

export const pricingFaqs: readonly Faq[] = [
  {
    question: 'Do your package prices include the cost of materials?',
    answer:
      'No. Material costs are not included in the packages: package prices cover our professional services and labour only. Materials are priced separately at current market rates and itemised in your bill of quantities, so you can see exactly what each item costs.',
  },
  {
    question: 'Do you offer financing or payment plans?',
    answer:
      "Yes, financing options are available. You can pay in stages tied to construction milestones such as foundation, walling, roofing and finishes, or fund the build with a construction loan or mortgage from one of our partner banks. We prepare the drawings, bill of quantities and progress valuations that banks ask for before each release of funds.",
  },
  {
    question: 'Do you give discounts to returning clients or on larger projects?',
    answer:
      'Yes. We offer loyalty discounts to returning clients and volume discounts on larger projects, such as multi-unit housing or developments with several buildings. Any discount that applies is shown as a separate line in your quotation.',
  },
  {
    question: 'What happens if my project needs work that is not in the contract?',
    answer:
      "No extra work is done without your written approval. If a change is needed, because you want something different or conditions on site require it, we issue a variation order setting out the cost and time impact, and work on it starts only after you have signed it.",
  },
  {
    question: 'How long is a quotation valid?',
    answer:
      'Our quotations are valid for 30 days from the date of issue. Material prices in Kenya move with the market, so after 30 days we review the rates with you before any contract is signed.',
  },
];

/**
 * Formats whole shillings with en-KE digit grouping, e.g. `formatKsh(15000)` → "KSh 15,000".
 * Grouped by hand rather than with Intl.NumberFormat, whose creation loads locale data while the
 * page hydrates (about 50 ms of main-thread time on a throttled phone).
 */
export function formatKsh(amount: number): string {
  return `KSh ${groupDigits(amount)}`;
}

function groupDigits(amount: number): string {
  return Math.round(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats a price range with an en dash, e.g. `formatKshRange(2500, 3000)` → "KSh 2,500 – 3,000". */
export function formatKshRange(low: number, high: number): string {
  return `${formatKsh(low)} – ${groupDigits(high)}`;
}

/** The two views of the pricing page; the id is also the URL hash that links to the view. */
export type PricingTabId = 'packages' | 'materials';

/** Words of the pricing page (/pricing) around the records above. */
export const pricingPage = {
  title: 'Transparent Pricing',
  lead: 'Fixed fees for our professional services and current material rates from Nairobi suppliers, so you can plan your budget before we ever break ground.',
  image: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  options: {
    title: 'Packages and Material Prices',
    intro: 'Start with a consultation, commission a full design, or hand us the whole build. Material prices help you estimate what the construction itself will cost.',
  },
  tabs: [
    {id: 'packages', label: 'Service Packages'},
    {id: 'materials', label: 'Material Pricing'},
  ] satisfies readonly {readonly id: PricingTabId; readonly label: string}[],
  defaultTab: 'packages' satisfies PricingTabId,
  packages: {
    quotePrice: 'Custom Quote',
    featuresLabel: 'Included',
    action: {label: 'Get Started', to: '/contact'},
  },
  materials: {
    columns: {material: 'Material', unit: 'Unit', price: 'Price range'},
  },
  faqs: {title: 'Frequently Asked Questions'},
  cta: {
    title: 'Need a Price for Your Project?',
    text: 'Send us your drawings or tell us what you want to build, and our quantity surveyors will prepare an itemised quotation for your project.',
    action: {label: 'Request Custom Quote', to: '/contact'},
  },
} as const;
