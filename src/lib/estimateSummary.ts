/**
 * How an estimate reads in words: the figures as the page shows them, and the summary that goes
 * into the quote form's project description, and so into the e-mail's fullMessage.
 */
import type {Range} from '@site/src/data/costRates';
import type {SelectMessage} from '@site/src/data/listFilters';
import {
  buildingTypeNames,
  estimateSummaryText,
  extraNames,
  finishNames,
  locationNames,
  quantityText,
} from '@site/src/data/costEstimator';
import {formatKsh, groupDigits} from '@site/src/data/pricing';
import {
  buildingType,
  outward,
  roundingKsh,
  type CostEstimate,
  type EstimateInputs,
  type MaterialLine,
} from './costEstimate';
import type {ProjectDetails} from './quoteWizard';

/**
 * "KSh 6,240,000 – KSh 7,580,000", rounded outward to the step (the low end down, the high end
 * up); one figure when both ends are the same ("KSh 10,000").
 */
export function formatKshSpan(range: Range, step: number): string {
  const {low, high} = outward(range, step);
  return low === high ? formatKsh(low) : `${formatKsh(low)} – ${formatKsh(high)}`;
}

/** 130 → "130", 1200 → "1,200", 130.5 → "130.5". */
export function formatMeasure(value: number): string {
  return Number.isInteger(value)
    ? groupDigits(value)
    : `${groupDigits(Math.trunc(value))}.${String(value).split('.')[1]}`;
}

export function formatQuantity(line: MaterialLine, selectMessage: SelectMessage): string {
  if (line.unit === 'kg' && line.quantity >= 1000) {
    return quantityText.tonnesOfSteel((line.quantity / 1000).toFixed(1));
  }
  return quantityText[line.unit](groupDigits(line.quantity), line.quantity, selectMessage);
}

/** "Bungalow, 130 m², Mid-range, Nairobi and surroundings", with the storeys when more than one. */
export function describeBuilding(inputs: EstimateInputs, selectMessage: SelectMessage): string {
  return [
    buildingTypeNames[inputs.type],
    `${formatMeasure(inputs.areaM2)} m²`,
    ...(inputs.storeys > 1 ? [estimateSummaryText.storeys(inputs.storeys, selectMessage)] : []),
    finishNames[inputs.finish],
    locationNames[inputs.location],
  ].join(', ');
}

export function describeExtras(inputs: EstimateInputs): string[] {
  return [
    ...(inputs.wallMetres !== null
      ? [estimateSummaryText.wall(formatMeasure(inputs.wallMetres))]
      : []),
    ...(inputs.borehole ? [extraNames.borehole] : []),
    ...(inputs.solarWaterHeating ? [extraNames.solarWaterHeating] : []),
    ...(inputs.basement ? [extraNames.basement] : []),
  ];
}

/** The estimate as a few lines of text, ending with the address that reopens it. */
export function estimateSummary(
  inputs: EstimateInputs,
  estimate: CostEstimate,
  address: string,
  selectMessage: SelectMessage,
): string {
  const extras = describeExtras(inputs);
  const t = estimateSummaryText;
  return [
    t.title,
    `${t.building}: ${describeBuilding(inputs, selectMessage)}`,
    ...(extras.length > 0 ? [`${t.extras}: ${extras.join(', ')}`] : []),
    `${t.total}: ${t.totalWithRate(formatKshSpan(estimate.total, roundingKsh.line), formatKshSpan(estimate.perM2, roundingKsh.perM2))}`,
    `${t.duration}: ${t.months(estimate.months.low, estimate.months.high)}`,
    `${t.link}: ${address}`,
  ].join('\n');
}

/** What the quote form is given: project type, budget band and the summary as the description. */
export function estimateProjectDetails(
  inputs: EstimateInputs,
  estimate: CostEstimate,
  address: string,
  selectMessage: SelectMessage,
): ProjectDetails {
  return {
    projectType: buildingType(inputs.type).quoteProjectType,
    budget: estimate.budget,
    projectDescription: estimateSummary(inputs, estimate, address, selectMessage),
  };
}
