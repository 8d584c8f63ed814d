/**
 * The figures behind the cost estimator (/cost-estimator), each with the public source it was set
 * from and the date it was last reviewed. src/lib/costEstimate.ts turns them into an estimate;
 * the words shown about them are in src/data/costEstimator.ts. Material prices are not here:
 * they are the price table /pricing shows (src/data/pricing.ts).
 */
import type {MaterialId} from './pricing';

/** A low–high range: KSh, a percentage, or months. */
export type Range = {readonly low: number; readonly high: number};

export const buildingTypeIds = [
  'bungalow',
  'maisonette',
  'apartments',
  'commercial',
  'warehouse',
  'renovation',
] as const;
export type BuildingTypeId = (typeof buildingTypeIds)[number];

export const finishIds = ['standard', 'mid-range', 'high-end'] as const;
export type FinishId = (typeof finishIds)[number];

export const locationIds = ['nairobi', 'town', 'rural'] as const;
export type LocationId = (typeof locationIds)[number];

/** The phases of the breakdown, in building order; 'planning' is the fees and statutory costs. */
export const phaseIds = [
  'planning',
  'foundation',
  'structure',
  'roofing',
  'finishes',
  'services',
  'external',
] as const;
export type PhaseId = (typeof phaseIds)[number];
export type WorksPhaseId = Exclude<PhaseId, 'planning'>;

export type ExtraId = 'perimeterWall' | 'borehole' | 'solarWaterHeating' | 'basement';
export type FeeId = 'design' | 'quantitySurveying';
export type StatutoryId = 'countyApprovals' | 'eiaLicence' | 'ncaLevy';
export type MaterialLineId = 'cement' | 'steel' | 'walling' | 'sand' | 'ballast' | 'roofing';

/**
 * Where the figures come from (named in src/data/costEstimator.ts): public documents first; where
 * no public figure exists (a factor for a rural site, the cost of a borehole) the company's own
 * final accounts and quotations.
 */
export const sourceIds = [
  'aakSbe2024',
  'msingiAccounts',
  'msingiQuotes',
  'feeScales',
  'nairobiFinanceAct',
  'nemaFees',
  'ncaRegulations',
] as const;
export type SourceId = (typeof sourceIds)[number];

/** When every figure in this file was last checked against its source. */
export const ratesReviewed = '2026-11-02';

/** How far the final bill of quantities may land from the estimate, either way (%). */
export const accuracyPercent = 20;

export type StoreyRule = {
  readonly min: number;
  readonly max: number;
  /** The storeys the rate per m² is set for; each storey more or fewer changes it by `perStorey`. */
  readonly initial: number;
};

/** Materials per m² of floor area (roofing per m² of roof, a quarter larger than the footprint). */
export type MaterialRates = {
  readonly cementBags: number;
  readonly steelKg: number;
  readonly stonePieces: number;
  readonly sandTonnes: number;
  readonly ballastTonnes: number;
  readonly roofed: boolean;
};

export type DurationRule = {
  /** Months from groundbreaking to handover for the smallest building of its kind. */
  readonly base: Range;
  /** Months added per storey. */
  readonly perStorey: Range;
  /** Months added above an area (m²). */
  readonly large?: {readonly overM2: number; readonly add: Range};
  /** Never more than this (the service pages' ranges). */
  readonly cap: Range;
};

export type BuildingType = {
  readonly id: BuildingTypeId;
  /** The quote form's project type (spec section 3) this becomes. */
  readonly quoteProjectType: 'residential' | 'commercial' | 'industrial' | 'renovation';
  /** KSh per m² of built-up area (or area renovated), Nairobi, before fees, by finish level. */
  readonly ratePerM2: Readonly<Record<FinishId, Range>>;
  readonly storeys: StoreyRule;
  /** Shares (%) of the building works by phase; they sum to 100. */
  readonly works: Readonly<Record<WorksPhaseId, number>>;
  readonly materials: MaterialRates;
  readonly duration: DurationRule;
  /** An EIA licence from NEMA is normally needed. */
  readonly needsEia: boolean;
  /** Typical built-up area (m²) by number of bedrooms, for the bedroom helper. */
  readonly bedroomAreas?: Readonly<Record<number, number>>;
  readonly source: SourceId;
};

const houseDuration: DurationRule = {
  base: {low: 8, high: 10},
  perStorey: {low: 0, high: 0},
  large: {overM2: 200, add: {low: 2, high: 2}},
  cap: {low: 12, high: 12},
};

const multiStoreyDuration: DurationRule = {
  base: {low: 8, high: 12},
  perStorey: {low: 1.2, high: 1.6},
  cap: {low: 36, high: 48},
};

// One table per figure, a row per type of building, so each figure can be compared across types
// and reviewed against its source at a glance.

/** The quote form's project type each building becomes. */
const quoteProjectTypes: Readonly<Record<BuildingTypeId, BuildingType['quoteProjectType']>> = {
  bungalow: 'residential',
  maisonette: 'residential',
  apartments: 'residential',
  commercial: 'commercial',
  warehouse: 'industrial',
  renovation: 'renovation',
};

/** KSh per m², Nairobi, before fees, by finish level. */
const ratesPerM2: Readonly<Record<BuildingTypeId, BuildingType['ratePerM2']>> = {
  bungalow: {
    standard: {low: 38000, high: 46000},
    'mid-range': {low: 48000, high: 60000},
    'high-end': {low: 65000, high: 85000},
  },
  maisonette: {
    standard: {low: 42000, high: 50000},
    'mid-range': {low: 52000, high: 66000},
    'high-end': {low: 72000, high: 95000},
  },
  apartments: {
    standard: {low: 40000, high: 50000},
    'mid-range': {low: 52000, high: 65000},
    'high-end': {low: 70000, high: 90000},
  },
  commercial: {
    standard: {low: 55000, high: 68000},
    'mid-range': {low: 70000, high: 88000},
    'high-end': {low: 90000, high: 120000},
  },
  warehouse: {
    standard: {low: 25000, high: 32000},
    'mid-range': {low: 33000, high: 42000},
    'high-end': {low: 45000, high: 60000},
  },
  renovation: {
    standard: {low: 15000, high: 22000},
    'mid-range': {low: 24000, high: 35000},
    'high-end': {low: 38000, high: 55000},
  },
};

const storeyRules: Readonly<Record<BuildingTypeId, StoreyRule>> = {
  bungalow: {min: 1, max: 1, initial: 1},
  maisonette: {min: 2, max: 3, initial: 2},
  apartments: {min: 2, max: 12, initial: 5},
  commercial: {min: 1, max: 20, initial: 4},
  warehouse: {min: 1, max: 2, initial: 1},
  renovation: {min: 1, max: 1, initial: 1},
};

const worksShares: Readonly<Record<BuildingTypeId, BuildingType['works']>> = {
  bungalow: {foundation: 15, structure: 24, roofing: 16, finishes: 26, services: 13, external: 6},
  maisonette: {foundation: 13, structure: 28, roofing: 12, finishes: 27, services: 14, external: 6},
  apartments: {foundation: 12, structure: 32, roofing: 6, finishes: 26, services: 17, external: 7},
  commercial: {foundation: 11, structure: 30, roofing: 6, finishes: 24, services: 22, external: 7},
  warehouse: {foundation: 14, structure: 34, roofing: 20, finishes: 10, services: 12, external: 10},
  renovation: {foundation: 3, structure: 12, roofing: 10, finishes: 50, services: 20, external: 5},
};

const materialRates: Readonly<Record<BuildingTypeId, MaterialRates>> = {
  bungalow: {
    cementBags: 4.5,
    steelKg: 18,
    stonePieces: 28,
    sandTonnes: 0.6,
    ballastTonnes: 0.35,
    roofed: true,
  },
  maisonette: {
    cementBags: 5,
    steelKg: 28,
    stonePieces: 26,
    sandTonnes: 0.65,
    ballastTonnes: 0.45,
    roofed: true,
  },
  apartments: {
    cementBags: 6,
    steelKg: 40,
    stonePieces: 22,
    sandTonnes: 0.7,
    ballastTonnes: 0.6,
    roofed: true,
  },
  commercial: {
    cementBags: 6.5,
    steelKg: 45,
    stonePieces: 16,
    sandTonnes: 0.7,
    ballastTonnes: 0.65,
    roofed: true,
  },
  warehouse: {
    cementBags: 3,
    steelKg: 25,
    stonePieces: 10,
    sandTonnes: 0.4,
    ballastTonnes: 0.45,
    roofed: true,
  },
  renovation: {
    cementBags: 1,
    steelKg: 3,
    stonePieces: 4,
    sandTonnes: 0.15,
    ballastTonnes: 0.05,
    roofed: false,
  },
};

const durations: Readonly<Record<BuildingTypeId, DurationRule>> = {
  bungalow: houseDuration,
  maisonette: houseDuration,
  apartments: multiStoreyDuration,
  commercial: multiStoreyDuration,
  warehouse: {
    base: {low: 6, high: 10},
    perStorey: {low: 0, high: 0},
    large: {overM2: 5000, add: {low: 2, high: 2}},
    cap: {low: 8, high: 12},
  },
  renovation: {
    base: {low: 2, high: 4},
    perStorey: {low: 0, high: 0},
    large: {overM2: 100, add: {low: 1, high: 2}},
    cap: {low: 6, high: 6},
  },
};

/** The types that normally need an EIA licence from NEMA. */
const needingEia: readonly BuildingTypeId[] = ['apartments', 'commercial', 'warehouse'];

/** Typical built-up area (m²) by number of bedrooms, for the houses. */
const bedroomAreas: Partial<Record<BuildingTypeId, Readonly<Record<number, number>>>> = {
  bungalow: {2: 90, 3: 130, 4: 180, 5: 230},
  maisonette: {3: 170, 4: 230, 5: 300},
};

/** Public figures where they exist; warehouses and renovations from our own final accounts. */
const rateSources: Readonly<Record<BuildingTypeId, SourceId>> = {
  bungalow: 'aakSbe2024',
  maisonette: 'aakSbe2024',
  apartments: 'aakSbe2024',
  commercial: 'aakSbe2024',
  warehouse: 'msingiAccounts',
  renovation: 'msingiAccounts',
};

export const buildingTypes: readonly BuildingType[] = buildingTypeIds.map((id) => ({
  id,
  quoteProjectType: quoteProjectTypes[id],
  ratePerM2: ratesPerM2[id],
  storeys: storeyRules[id],
  works: worksShares[id],
  materials: materialRates[id],
  duration: durations[id],
  needsEia: needingEia.includes(id),
  ...(bedroomAreas[id] && {bedroomAreas: bedroomAreas[id]}),
  source: rateSources[id],
}));

/** Each storey above (or below) a type's usual height changes its rate per m² by this fraction. */
export const perStorey = 0.025;

/** Transport of materials and labour, against Nairobi. */
export const locationFactors: Readonly<Record<LocationId, number>> = {
  nairobi: 1,
  town: 0.97,
  rural: 1.08,
};
export const locationSource: SourceId = 'msingiAccounts';

/** The roof covering priced for each finish level: iron sheets for standard, tiles above. */
export const roofCovering: Readonly<Record<FinishId, MaterialId>> = {
  standard: 'iron-sheets',
  'mid-range': 'stone-coated-tiles',
  'high-end': 'stone-coated-tiles',
};
/** Roof area per m² of footprint: pitch and eaves. */
export const roofPerFootprint = 1.25;

/** The optional extras, Nairobi prices before fees. */
export const extras = {
  /** A 2.4 m machine-cut stone wall on a strip foundation, with coping, per metre run. */
  perimeterWall: {
    perMetre: {low: 8500, high: 12500},
    maxMetres: 5000,
    stonePiecesPerMetre: 30,
    cementBagsPerMetre: 1.5,
  },
  /** Hydrogeological survey, WRA permit, drilling to about 200 m, casing, pump and tank. */
  borehole: {cost: {low: 900000, high: 1600000}},
  /** 300-litre solar water heater(s), installed; one per 150 m² of floor area. */
  solarWaterHeating: {perUnit: {low: 140000, high: 240000}, areaPerUnitM2: 150},
  /** Excavation, retaining walls, tanking and slab, per m² of basement (one footprint). */
  basement: {perM2: {low: 55000, high: 80000}, cementBagsPerM2: 7, steelKgPerM2: 60},
  source: 'msingiQuotes' as SourceId,
} as const;

/** Professional fees, as a percentage of the building works. */
export const professionalFees = {
  /** Architect, structural and services engineers. */
  design: {percent: {low: 4, high: 6}},
  quantitySurveying: {percent: {low: 1.5, high: 2.5}},
  source: 'feeScales' as SourceId,
} as const;

/** Statutory costs. */
export const statutoryCosts = {
  /** Plan approval, inspections and the occupation certificate: 0.5% in Nairobi, up to 1% elsewhere. */
  countyApprovals: {percent: {low: 0.5, high: 1}, source: 'nairobiFinanceAct' as SourceId},
  eiaLicence: {percent: 0.1, minimumKsh: 10000, source: 'nemaFees' as SourceId},
  ncaLevy: {percent: 0.5, aboveKsh: 5000000, source: 'ncaRegulations' as SourceId},
} as const;

/**
 * What the estimator accepts: the floor area (m²) and the perimeter wall (m). The storeys are
 * each type's own (`storeys` of a building type).
 */
export const estimateLimits = {
  areaM2: {min: 10, max: 100_000},
  wallMetres: {min: 1, max: 5_000},
} as const;
