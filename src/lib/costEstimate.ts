/**
 * The cost estimator's model: from a building's type, floor area, storeys, finish, location and
 * extras to a cost range with its breakdown by phase, main materials, fees, statutory costs and
 * duration. Pure: the figures are src/data/costRates.ts and the material price table of
 * src/data/pricing.ts, so the Pricing page and the estimate never disagree.
 */
import {
  buildingTypes,
  extras,
  locationFactors,
  perStorey,
  phaseIds,
  professionalFees,
  roofCovering,
  roofPerFootprint,
  statutoryCosts,
  type BuildingType,
  type BuildingTypeId,
  type ExtraId,
  type FeeId,
  type FinishId,
  type MaterialLineId,
  type StatutoryId,
  type LocationId,
  type PhaseId,
  type Range,
} from '@site/src/data/costRates';
import {materialPrice, type MaterialId} from '@site/src/data/pricing';
import {budgetBands, type BudgetBand} from '@site/src/data/budgetBands';

export type EstimateInputs = {
  readonly type: BuildingTypeId;
  /** Built-up floor area (m²), all storeys; for a renovation, the area renovated. */
  readonly areaM2: number;
  readonly storeys: number;
  readonly finish: FinishId;
  readonly location: LocationId;
  /** Length of perimeter wall (m), or null for none. */
  readonly wallMetres: number | null;
  readonly borehole: boolean;
  readonly solarWaterHeating: boolean;
  readonly basement: boolean;
};

export type QuantityUnit = 'bags' | 'kg' | 'pieces' | 'tonnes' | 'm2';

export type CostLine<Id extends string> = {readonly id: Id; readonly amount: Range};
export type PhaseLine = CostLine<PhaseId> & {readonly share: number};
export type MaterialLine = CostLine<MaterialLineId> & {
  readonly materialId: MaterialId;
  readonly quantity: number;
  readonly unit: QuantityUnit;
};

export type CostEstimate = {
  readonly total: Range;
  /** The total per m² of floor area. */
  readonly perM2: Range;
  /** What the contractor builds: the building, the extras. */
  readonly buildingWorks: Range;
  readonly extras: readonly CostLine<ExtraId>[];
  readonly fees: readonly CostLine<FeeId>[];
  readonly statutory: readonly CostLine<StatutoryId>[];
  /** Every phase, shares summing to 100; planning and approvals is the fees and statutory costs. */
  readonly phases: readonly PhaseLine[];
  /** Included in the building works. */
  readonly materials: readonly MaterialLine[];
  readonly materialsSubtotal: Range;
  /** From groundbreaking to handover. */
  readonly months: Range;
  /** The budget option the midpoint of the total falls in. */
  readonly budget: BudgetBand;
};

export function buildingType(id: BuildingTypeId): BuildingType {
  return buildingTypes.find((t) => t.id === id)!;
}

const zero: Range = {low: 0, high: 0};
const add = (...ranges: readonly Range[]): Range =>
  ranges.reduce((a, b) => ({low: a.low + b.low, high: a.high + b.high}), zero);
const times = (range: Range, factor: number): Range => ({
  low: range.low * factor,
  high: range.high * factor,
});
const percentOf = (range: Range, percent: Range): Range => ({
  low: (range.low * percent.low) / 100,
  high: (range.high * percent.high) / 100,
});
const priced = (id: MaterialId, quantity: number): Range => {
  const price = materialPrice(id);
  return {low: price.lowKsh * quantity, high: price.highKsh * quantity};
};
const ceilTo = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * How finely the estimate gives shillings: every line to the thousand, the rate per m² to the
 * hundred. An estimate is not accurate to the shilling.
 */
export const roundingKsh = {line: 1_000, perM2: 100} as const;

/** A range rounded to the step outward, the low end down and the high end up, so it only widens. */
export function outward(range: Range, step: number): Range {
  return {low: Math.floor(range.low / step) * step, high: ceilTo(range.high, step)};
}
const shown = (range: Range) => outward(range, roundingKsh.line);

/** The budget band an amount falls in: the last whose lower edge it reaches. */
export function budgetBandFor(amountKsh: number): BudgetBand {
  return budgetBands.filter(({fromKsh}) => amountKsh >= fromKsh).at(-1)?.value ?? 'under5m';
}

/** Whole percentages summing to exactly 100: largest remainders get the rounding. */
export function wholeShares(amounts: readonly number[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (total <= 0) {
    return amounts.map(() => 0);
  }
  const exact = amounts.map((a) => (a * 100) / total);
  const shares = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = 100 - shares.reduce((a, b) => a + b, 0);
  for (const [, i] of order.slice(0, missing)) {
    shares[i]! += 1;
  }
  return shares;
}

function months(type: BuildingType, inputs: EstimateInputs): Range {
  const {base, perStorey: storeyMonths, large, cap} = type.duration;
  const extra = large && inputs.areaM2 > large.overM2 ? large.add : zero;
  const basement = inputs.basement ? {low: 1, high: 1} : zero;
  const raw = add(base, times(storeyMonths, inputs.storeys), extra, basement);
  const low = Math.min(Math.floor(raw.low), cap.low);
  return {low, high: Math.max(low, Math.min(Math.ceil(raw.high), cap.high))};
}

export function estimateCost(inputs: EstimateInputs): CostEstimate {
  const type = buildingType(inputs.type);
  const location = locationFactors[inputs.location];
  const storeyFactor = 1 + perStorey * (inputs.storeys - type.storeys.initial);
  const footprint = inputs.areaM2 / inputs.storeys;

  const building = times(type.ratePerM2[inputs.finish], inputs.areaM2 * storeyFactor * location);
  const rawExtras: CostLine<ExtraId>[] = [];
  if (inputs.wallMetres !== null) {
    rawExtras.push({
      id: 'perimeterWall',
      amount: times(extras.perimeterWall.perMetre, inputs.wallMetres * location),
    });
  }
  if (inputs.borehole) {
    rawExtras.push({id: 'borehole', amount: times(extras.borehole.cost, location)});
  }
  if (inputs.solarWaterHeating) {
    const units = Math.max(1, Math.ceil(inputs.areaM2 / extras.solarWaterHeating.areaPerUnitM2));
    rawExtras.push({
      id: 'solarWaterHeating',
      amount: times(extras.solarWaterHeating.perUnit, units * location),
    });
  }
  if (inputs.basement) {
    rawExtras.push({id: 'basement', amount: times(extras.basement.perM2, footprint * location)});
  }
  // Percentages are taken of the works before rounding; each line is then rounded outward, and
  // every sum below is the sum of its rounded lines.
  const rawWorks = add(building, ...rawExtras.map((line) => line.amount));
  const extraLines = rawExtras.map(({id, amount}) => ({id, amount: shown(amount)}));
  const buildingParts = Object.fromEntries(
    Object.entries(type.works).map(([phase, percent]) => [
      phase,
      shown(times(building, percent / 100)),
    ]),
  ) as Record<keyof BuildingType['works'], Range>;
  const buildingWorks = add(
    ...Object.values(buildingParts),
    ...extraLines.map((line) => line.amount),
  );

  const fees: CostLine<FeeId>[] = [
    {id: 'design', amount: shown(percentOf(rawWorks, professionalFees.design.percent))},
    {
      id: 'quantitySurveying',
      amount: shown(percentOf(rawWorks, professionalFees.quantitySurveying.percent)),
    },
  ];
  const {countyApprovals, eiaLicence, ncaLevy} = statutoryCosts;
  const statutory: CostLine<StatutoryId>[] = [
    {id: 'countyApprovals', amount: shown(percentOf(rawWorks, countyApprovals.percent))},
  ];
  if (type.needsEia) {
    const eia = (works: number) =>
      Math.max(eiaLicence.minimumKsh, (works * eiaLicence.percent) / 100);
    statutory.push({
      id: 'eiaLicence',
      amount: shown({low: eia(rawWorks.low), high: eia(rawWorks.high)}),
    });
  }
  const levy = (works: number) => (works > ncaLevy.aboveKsh ? (works * ncaLevy.percent) / 100 : 0);
  if (levy(rawWorks.high) > 0) {
    statutory.push({
      id: 'ncaLevy',
      amount: shown({low: levy(rawWorks.low), high: levy(rawWorks.high)}),
    });
  }

  const total = add(buildingWorks, ...fees.map((f) => f.amount), ...statutory.map((s) => s.amount));

  const extra = (id: ExtraId) => extraLines.find((line) => line.id === id)?.amount ?? zero;
  const phaseAmounts: Record<PhaseId, Range> = {
    planning: add(...fees.map((f) => f.amount), ...statutory.map((s) => s.amount)),
    foundation: add(buildingParts.foundation, extra('basement')),
    structure: buildingParts.structure,
    roofing: buildingParts.roofing,
    finishes: buildingParts.finishes,
    services: add(buildingParts.services, extra('solarWaterHeating')),
    external: add(buildingParts.external, extra('perimeterWall'), extra('borehole')),
  };
  const shares = wholeShares(phaseIds.map((id) => phaseAmounts[id].low + phaseAmounts[id].high));
  const phases = phaseIds.map((id, i) => ({id, share: shares[i]!, amount: phaseAmounts[id]}));

  const materials = materialLines(type, inputs, footprint);
  return {
    total,
    perM2: times(total, 1 / inputs.areaM2),
    buildingWorks,
    extras: extraLines,
    fees,
    statutory,
    phases,
    materials,
    materialsSubtotal: add(...materials.map((m) => m.amount)),
    months: months(type, inputs),
    budget: budgetBandFor((total.low + total.high) / 2),
  };
}

function materialLines(
  type: BuildingType,
  inputs: EstimateInputs,
  footprint: number,
): MaterialLine[] {
  const {materials: rate} = type;
  const area = inputs.areaM2;
  const basementArea = inputs.basement ? footprint : 0;
  const wall = inputs.wallMetres ?? 0;
  const line = (
    id: MaterialLineId,
    materialId: MaterialId,
    quantity: number,
    unit: QuantityUnit,
  ): MaterialLine => ({
    id,
    materialId,
    quantity,
    unit,
    amount: shown(priced(materialId, quantity)),
  });
  const lines = [
    line(
      'cement',
      'cement',
      Math.ceil(
        area * rate.cementBags +
          basementArea * extras.basement.cementBagsPerM2 +
          wall * extras.perimeterWall.cementBagsPerMetre,
      ),
      'bags',
    ),
    // Bars of every size, priced at the middle size.
    line(
      'steel',
      'rebar-d12',
      ceilTo(area * rate.steelKg + basementArea * extras.basement.steelKgPerM2, 10),
      'kg',
    ),
    line(
      'walling',
      'machine-cut-stone',
      ceilTo(area * rate.stonePieces + wall * extras.perimeterWall.stonePiecesPerMetre, 10),
      'pieces',
    ),
    line('sand', 'sand', Math.ceil(area * rate.sandTonnes), 'tonnes'),
    line('ballast', 'ballast', Math.ceil(area * rate.ballastTonnes), 'tonnes'),
  ];
  if (rate.roofed) {
    lines.push(
      line('roofing', roofCovering[inputs.finish], Math.ceil(footprint * roofPerFootprint), 'm2'),
    );
  }
  return lines;
}
