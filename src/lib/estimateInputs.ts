/**
 * The cost estimator's form as the query string holds it (?type=bungalow&area=130&…), so a copied
 * address reopens the same estimate and reload or Back restores it. What the visitor typed is
 * kept as typed, even when it is not a number, so an error never loses it.
 */
import {
  buildingTypeIds,
  finishIds,
  locationIds,
  estimateLimits,
  type BuildingTypeId,
  type FinishId,
  type LocationId,
} from '@site/src/data/costRates';
import {estimatorFields} from '@site/src/data/costEstimator';
import {buildingType, type EstimateInputs} from './costEstimate';

/** Query-string keys. */
export const estimateParams = {
  type: 'type',
  area: 'area',
  storeys: 'storeys',
  finish: 'finish',
  location: 'location',
  wall: 'wall',
  borehole: 'borehole',
  solar: 'solar',
  basement: 'basement',
} as const;

export type EstimateForm = {
  readonly type: BuildingTypeId;
  /** As typed. */
  readonly area: string;
  readonly storeys: number;
  readonly finish: FinishId;
  readonly location: LocationId;
  /** As typed, or null when there is no perimeter wall. */
  readonly wall: string | null;
  readonly borehole: boolean;
  readonly solar: boolean;
  readonly basement: boolean;
};

/** What the page opens with: a three-bedroom bungalow, mid-range, in Nairobi. */
export const initialEstimateForm: EstimateForm = {
  type: 'bungalow',
  area: '130',
  storeys: 1,
  finish: 'mid-range',
  location: 'nairobi',
  wall: null,
  borehole: false,
  solar: false,
  basement: false,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Storeys within what the type allows; its usual height when missing or out of range. */
export function storeysFor(type: BuildingTypeId, value: number): number {
  const {min, max, initial} = buildingType(type).storeys;
  return Number.isInteger(value) && value >= min && value <= max ? value : initial;
}

/** Whether a type can have a basement (a renovation cannot add one here). */
export const allowsBasement = (type: BuildingTypeId): boolean => type !== 'renovation';

/** The form from a query string; anything unknown falls back to the opening values. */
export function parseEstimateForm(search: string): EstimateForm {
  const params = new URLSearchParams(search);
  const get = (key: keyof typeof estimateParams) => params.get(estimateParams[key]);
  const type = oneOf(buildingTypeIds, get('type'), initialEstimateForm.type);
  return {
    type,
    area: get('area') ?? initialEstimateForm.area,
    storeys: storeysFor(type, Number(get('storeys') ?? NaN)),
    finish: oneOf(finishIds, get('finish'), initialEstimateForm.finish),
    location: oneOf(locationIds, get('location'), initialEstimateForm.location),
    wall: get('wall'),
    borehole: get('borehole') === '1',
    solar: get('solar') === '1',
    basement: allowsBasement(type) && get('basement') === '1',
  };
}

/** The query string for a form: only what differs from nothing, in a stable order. */
export function estimateSearch(form: EstimateForm): string {
  const params = new URLSearchParams();
  params.set(estimateParams.type, form.type);
  params.set(estimateParams.area, form.area);
  if (buildingType(form.type).storeys.max > 1) {
    params.set(estimateParams.storeys, String(form.storeys));
  }
  params.set(estimateParams.finish, form.finish);
  params.set(estimateParams.location, form.location);
  if (form.wall !== null) {
    params.set(estimateParams.wall, form.wall);
  }
  for (const key of ['borehole', 'solar', 'basement'] as const) {
    if (form[key]) {
      params.set(estimateParams[key], '1');
    }
  }
  return params.toString();
}

/** "1,200", "130" or "130.5"; anything else (empty, words, exponents) is not a number here. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(trimmed)) {
    return null;
  }
  return Number(trimmed.replaceAll(',', ''));
}

export type EstimateErrors = {readonly area?: string; readonly wall?: string};

export type EstimateCheck =
  | {readonly ok: true; readonly inputs: EstimateInputs}
  | {readonly ok: false; readonly errors: EstimateErrors};

export function checkEstimateForm(form: EstimateForm): EstimateCheck {
  const area = parseAmount(form.area);
  const wall = form.wall === null ? null : parseAmount(form.wall);
  const errors: {area?: string; wall?: string} = {};
  const {areaM2, wallMetres} = estimateLimits;
  if (area === null || area < areaM2.min || area > areaM2.max) {
    errors.area = estimatorFields.area.error;
  }
  if (form.wall !== null && (wall === null || wall < wallMetres.min || wall > wallMetres.max)) {
    errors.wall = estimatorFields.wallLength.error;
  }
  if (errors.area || errors.wall) {
    return {ok: false, errors};
  }
  return {
    ok: true,
    inputs: {
      type: form.type,
      areaM2: area!,
      storeys: form.storeys,
      finish: form.finish,
      location: form.location,
      wallMetres: wall,
      borehole: form.borehole,
      solarWaterHeating: form.solar,
      basement: form.basement,
    },
  };
}
