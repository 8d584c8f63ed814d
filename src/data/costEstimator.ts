/**
 * The cost estimator's words: labels, hints, errors, result headings and the summary sent with a
 * quote request. The figures are in src/data/costRates.ts; the page's prose (its lead, a sentence
 * on each finish and location, what an estimate covers) is the front matter of
 * pages/cost-estimator.mdx.
 */
import {translate} from '@docusaurus/Translate';
import {
  locationFactors,
  estimateLimits,
  statutoryCosts,
  type BuildingTypeId,
  type ExtraId,
  type FeeId,
  type FinishId,
  type LocationId,
  type MaterialLineId,
  type PhaseId,
  type SourceId,
  type StatutoryId,
} from './costRates';
import {formatKsh, groupDigits} from './pricing';
import type {SelectMessage} from './listFilters';

export const estimatorPage = {
  formTitle: translate({id: 'estimator.form.title', message: 'Your building'}),
  ratesTitle: translate({id: 'estimator.rates.title', message: 'Our rates per m²'}),
  ratesIntro: translate(
    {
      id: 'estimator.rates.intro',
      message:
        'Building cost per square metre of floor area in Nairobi, before professional fees and approvals. Other major towns cost about {town}% less and rural sites about {rural}% more, for transport and labour.',
    },
    {
      town: Math.round((1 - locationFactors.town) * 100),
      rural: Math.round((locationFactors.rural - 1) * 100),
    },
  ),
  ratesCaption: translate({
    id: 'estimator.rates.caption',
    message: 'Building cost per m² by type and finish level (KSh)',
  }),
  ratesTypeColumn: translate({id: 'estimator.rates.column.type', message: 'Type of building'}),
  sourcesTitle: translate({id: 'estimator.sources.title', message: 'Where our figures come from'}),
} as const;

export const buildingTypeNames: Readonly<Record<BuildingTypeId, string>> = {
  bungalow: translate({id: 'estimator.type.bungalow', message: 'Bungalow'}),
  maisonette: translate({id: 'estimator.type.maisonette', message: 'Maisonette'}),
  apartments: translate({id: 'estimator.type.apartments', message: 'Apartment block'}),
  commercial: translate({id: 'estimator.type.commercial', message: 'Commercial building'}),
  warehouse: translate({id: 'estimator.type.warehouse', message: 'Warehouse or factory'}),
  renovation: translate({id: 'estimator.type.renovation', message: 'Renovation'}),
};

export const finishNames: Readonly<Record<FinishId, string>> = {
  standard: translate({id: 'estimator.finish.standard', message: 'Standard'}),
  'mid-range': translate({id: 'estimator.finish.midRange', message: 'Mid-range'}),
  'high-end': translate({id: 'estimator.finish.highEnd', message: 'High-end'}),
};

export const locationNames: Readonly<Record<LocationId, string>> = {
  nairobi: translate({id: 'estimator.location.nairobi', message: 'Nairobi and surroundings'}),
  town: translate({id: 'estimator.location.town', message: 'Another major town'}),
  rural: translate({id: 'estimator.location.rural', message: 'A rural area'}),
};

export const estimatorFields = {
  type: {label: translate({id: 'estimator.field.type.label', message: 'Type of building'})},
  area: {
    label: translate({id: 'estimator.field.area.label', message: 'Floor area (m²)'}),
    hint: translate({
      id: 'estimator.field.area.hint',
      message: 'The total built-up area of every floor.',
    }),
    renovationHint: translate({
      id: 'estimator.field.area.renovationHint',
      message: 'The area you are renovating; renovation is priced per m² of it.',
    }),
    error: translate(
      {
        id: 'estimator.field.area.error',
        message:
          'Enter the floor area as a number of square metres from {min} to {max}, for example 130.',
      },
      {min: estimateLimits.areaM2.min, max: groupDigits(estimateLimits.areaM2.max)},
    ),
  },
  bedrooms: {
    label: translate({
      id: 'estimator.field.bedrooms.label',
      message: 'Not sure? Start from the bedrooms',
    }),
    placeholder: translate({
      id: 'estimator.field.bedrooms.placeholder',
      message: 'Number of bedrooms',
    }),
    option: (count: number, area: number, selectMessage: SelectMessage) =>
      selectMessage(
        count,
        translate(
          {
            id: 'estimator.field.bedrooms.option',
            message: '{count} bedroom: about {area} m²|{count} bedrooms: about {area} m²',
            description: 'An option of the bedroom helper: the form for one bedroom, then for more',
          },
          {count, area},
        ),
      ),
  },
  storeys: {label: translate({id: 'estimator.field.storeys.label', message: 'Storeys'})},
  finish: {legend: translate({id: 'estimator.field.finish.legend', message: 'Finish level'})},
  location: {legend: translate({id: 'estimator.field.location.legend', message: 'Location'})},
  extras: {legend: translate({id: 'estimator.field.extras.legend', message: 'Optional extras'})},
  wallLength: {
    label: translate({id: 'estimator.field.wallLength.label', message: 'Wall length (m)'}),
    hint: translate({
      id: 'estimator.field.wallLength.hint',
      message: 'About 90 m around a 50 × 100 ft plot.',
    }),
    error: translate(
      {
        id: 'estimator.field.wallLength.error',
        message: 'Enter the wall length as a number of metres from {min} to {max}, for example 90.',
      },
      {min: estimateLimits.wallMetres.min, max: groupDigits(estimateLimits.wallMetres.max)},
    ),
  },
} as const;

/** The wall length filled in when the wall is ticked: a 50 × 100 ft plot. */
export const typicalWallMetres = 90;

export const extraNames: Readonly<Record<ExtraId, string>> = {
  perimeterWall: translate({id: 'estimator.extra.perimeterWall', message: 'Perimeter wall'}),
  borehole: translate({id: 'estimator.extra.borehole', message: 'Borehole'}),
  solarWaterHeating: translate({
    id: 'estimator.extra.solarWaterHeating',
    message: 'Solar water heating',
  }),
  basement: translate({id: 'estimator.extra.basement', message: 'Basement'}),
};

export const phaseNames: Readonly<Record<PhaseId, string>> = {
  planning: translate({id: 'estimator.phase.planning', message: 'Planning and approvals'}),
  foundation: translate({id: 'estimator.phase.foundation', message: 'Foundation'}),
  structure: translate({id: 'estimator.phase.structure', message: 'Structure'}),
  roofing: translate({id: 'estimator.phase.roofing', message: 'Roofing and exterior'}),
  finishes: translate({id: 'estimator.phase.finishes', message: 'Finishes'}),
  services: translate({id: 'estimator.phase.services', message: 'Mechanical and electrical'}),
  external: translate({id: 'estimator.phase.external', message: 'External works'}),
};

export const materialLineNames: Readonly<Record<MaterialLineId, string>> = {
  cement: translate({id: 'estimator.material.cement', message: 'Cement'}),
  steel: translate({id: 'estimator.material.steel', message: 'Reinforcement steel'}),
  walling: translate({id: 'estimator.material.walling', message: 'Machine-cut walling stone'}),
  sand: translate({id: 'estimator.material.sand', message: 'Sand'}),
  ballast: translate({id: 'estimator.material.ballast', message: 'Ballast'}),
  roofing: translate({id: 'estimator.material.roofing', message: 'Roof covering'}),
};

/**
 * A material's quantity: `n` as the page writes it ("1,240"), `count` the number it says, which
 * picks the form of a counted unit ("1 bag", "12 bags").
 */
export const quantityText = {
  bags: (n: string, count: number, selectMessage: SelectMessage) =>
    selectMessage(
      count,
      translate(
        {id: 'estimator.quantity.bags', message: '{n} bag of 50 kg|{n} bags of 50 kg'},
        {n},
      ),
    ),
  kg: (n: string) => translate({id: 'estimator.quantity.kg', message: '{n} kg'}, {n}),
  tonnesOfSteel: (n: string) =>
    translate({id: 'estimator.quantity.tonnesOfSteel', message: '{n} tonnes'}, {n}),
  pieces: (n: string, count: number, selectMessage: SelectMessage) =>
    selectMessage(
      count,
      translate({id: 'estimator.quantity.pieces', message: '{n} piece|{n} pieces'}, {n}),
    ),
  tonnes: (n: string, count: number, selectMessage: SelectMessage) =>
    selectMessage(
      count,
      translate({id: 'estimator.quantity.tonnes', message: '{n} tonne|{n} tonnes'}, {n}),
    ),
  m2: (n: string) => translate({id: 'estimator.quantity.m2', message: '{n} m²'}, {n}),
} as const;

export const costLineNames: Readonly<Record<FeeId | StatutoryId, string>> = {
  design: translate({id: 'estimator.fee.design', message: 'Design: architect and engineers'}),
  quantitySurveying: translate({
    id: 'estimator.fee.quantitySurveying',
    message: 'Quantity surveying (bill of quantities)',
  }),
  countyApprovals: translate({
    id: 'estimator.statutory.countyApprovals',
    message: 'County approvals and inspections',
  }),
  eiaLicence: translate({id: 'estimator.statutory.eiaLicence', message: 'NEMA EIA licence fee'}),
  ncaLevy: translate(
    {
      id: 'estimator.statutory.ncaLevy',
      message: 'NCA construction levy (contracts above {threshold})',
    },
    {threshold: formatKsh(statutoryCosts.ncaLevy.aboveKsh)},
  ),
};

export const sourceNames: Readonly<Record<SourceId, string>> = {
  aakSbe2024: translate({
    id: 'estimator.source.aakSbe2024',
    message:
      'Architectural Association of Kenya, Status of the Built Environment Report 2024: average building costs of KSh 48,750 – 84,000 per m².',
  }),
  msingiAccounts: translate({
    id: 'estimator.source.msingiAccounts',
    message:
      'Our own final accounts and bills of quantities, 2023–2026, from sites in Nairobi, Kiambu, Machakos, Nakuru and Laikipia.',
  }),
  msingiQuotes: translate({
    id: 'estimator.source.msingiQuotes',
    message: 'Quotations from our drilling, solar and masonry subcontractors, 2026.',
  }),
  feeScales: translate({
    id: 'estimator.source.feeScales',
    message:
      'The BORAQS scales of fees (Architects and Quantity Surveyors Act, Cap. 525) and the Engineers Board of Kenya scale, as negotiated for private works.',
  }),
  nairobiFinanceAct: translate(
    {
      id: 'estimator.source.nairobiFinanceAct',
      message:
        'Nairobi City County Finance Act: plan approval at {low}% of the project cost since January 2019; other counties charge up to about {high}%.',
    },
    statutoryCosts.countyApprovals.percent,
  ),
  nemaFees: translate(
    {
      id: 'estimator.source.nemaFees',
      message: 'NEMA: the EIA licence fee is {percent}% of the project cost, at least {minimum}.',
    },
    {
      percent: statutoryCosts.eiaLicence.percent,
      minimum: formatKsh(statutoryCosts.eiaLicence.minimumKsh),
    },
  ),
  ncaRegulations: translate(
    {
      id: 'estimator.source.ncaRegulations',
      message:
        'National Construction Authority Regulations 2014: a levy of {percent}% of contract sums above {threshold}.',
    },
    {
      percent: statutoryCosts.ncaLevy.percent,
      threshold: formatKsh(statutoryCosts.ncaLevy.aboveKsh),
    },
  ),
};

export const resultText = {
  title: translate({id: 'estimator.result.title', message: 'Your estimate'}),
  forBuilding: translate({
    id: 'estimator.result.for',
    message: 'For',
    description: 'Before the description of the building estimated',
  }),
  totalLabel: translate({id: 'estimator.result.total', message: 'Estimated total cost'}),
  perM2: (range: string) =>
    translate(
      {id: 'estimator.result.perM2', message: 'That is {range} per m² of floor area, all in.'},
      {range},
    ),
  duration: (low: number, high: number) =>
    translate(
      {
        id: 'estimator.result.duration',
        message: 'About {low}–{high} months from groundbreaking to handover, after the approvals.',
      },
      {low, high},
    ),
  durationTitle: translate({id: 'estimator.result.durationTitle', message: 'How long it takes'}),
  phasesTitle: translate({id: 'estimator.result.phases', message: 'Where the money goes'}),
  materialsTitle: translate({id: 'estimator.result.materials', message: 'Main materials'}),
  materialsNote: translate({
    id: 'estimator.result.materialsNote',
    message: 'Priced from our material price table; already included in the total.',
  }),
  materialColumn: translate({id: 'estimator.result.column.material', message: 'Material'}),
  quantityColumn: translate({id: 'estimator.result.column.quantity', message: 'Quantity'}),
  costColumn: translate({id: 'estimator.result.column.cost', message: 'Cost'}),
  materialsSubtotal: translate({
    id: 'estimator.result.materialsSubtotal',
    message: 'Materials subtotal',
  }),
  feesTitle: translate({
    id: 'estimator.result.fees',
    message: 'Professional fees and statutory costs',
  }),
  buildingWorks: translate({
    id: 'estimator.result.buildingWorks',
    message: 'Building works, with the extras chosen',
  }),
  itemColumn: translate({id: 'estimator.result.column.item', message: 'Item'}),
  notesTitle: translate({id: 'estimator.result.notes', message: 'What the figure covers'}),
  accuracy: (percent: number) =>
    translate(
      {
        id: 'estimator.result.accuracy',
        message:
          'A budget estimate: expect the priced bill of quantities for your design to land within about {percent}% of this range either way. Soil conditions, a sloping plot and the design itself move it most.',
      },
      {percent},
    ),
  reviewed: (date: string) =>
    translate({id: 'estimator.result.reviewed', message: 'Rates last reviewed on {date}.'}, {date}),
  invalid: translate({
    id: 'estimator.result.invalid',
    message: 'Your estimate will appear here once the details above are corrected.',
  }),
  updated: (range: string) =>
    translate(
      {
        id: 'estimator.result.updated',
        message: 'Estimate updated: {range}.',
        description: 'Said to screen readers when the estimate changes',
      },
      {range},
    ),
  send: translate({
    id: 'estimator.result.send',
    message: 'Send this estimate with a quote request',
  }),
  print: translate({id: 'estimator.result.print', message: 'Print or save as PDF'}),
  printContact: (values: {company: string; phone: string; email: string; address: string}) =>
    translate(
      {
        id: 'estimator.result.printContact',
        message: 'Prepared with the cost estimator of {company}: {phone} · {email} · {address}',
        description: 'Printed under the estimate',
      },
      values,
    ),
} as const;

/** The estimate as the quote form's project description (and so in the e-mail's fullMessage). */
export const estimateSummaryText = {
  title: translate({
    id: 'estimator.summary.title',
    message: 'My estimate from your website’s cost estimator:',
  }),
  building: translate({id: 'estimator.summary.building', message: 'Building'}),
  extras: translate({id: 'estimator.summary.extras', message: 'Extras'}),
  total: translate({id: 'estimator.summary.total', message: 'Estimated total'}),
  totalWithRate: (total: string, perM2: string) =>
    translate(
      {id: 'estimator.summary.totalWithRate', message: '{total} ({perM2} per m²)'},
      {total, perM2},
    ),
  duration: translate({id: 'estimator.summary.duration', message: 'Duration'}),
  months: (low: number, high: number) =>
    translate({id: 'estimator.summary.months', message: '{low}–{high} months'}, {low, high}),
  link: translate({id: 'estimator.summary.link', message: 'Estimate'}),
  storeys: (count: number, selectMessage: SelectMessage) =>
    selectMessage(
      count,
      translate(
        {
          id: 'estimator.summary.storeys',
          message: 'single storey|{count} storeys',
          description: 'The storeys of the building estimated: the form for one, then for more',
        },
        {count},
      ),
    ),
  wall: (metres: string) =>
    translate({id: 'estimator.summary.wall', message: 'perimeter wall {metres} m'}, {metres}),
} as const;
