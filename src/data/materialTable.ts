/**
 * The material price table as the pricing page shows it: the figures of ./pricing.ts with each
 * group's, material's and unit's words.
 */
import {translate} from '@docusaurus/Translate';
import {
  materialGroupIds,
  materialPrices,
  type MaterialGroupId,
  type MaterialId,
  type MaterialPriceFacts,
  type MaterialUnit,
} from './pricing';

export interface MaterialItem extends MaterialPriceFacts {
  readonly name: string;
  /** e.g. "per 50kg bag". */
  readonly unitName: string;
}

export interface MaterialGroup {
  readonly id: MaterialGroupId;
  readonly name: string;
  readonly items: readonly MaterialItem[];
}

const groupNames: Record<MaterialGroupId, string> = {
  'cement-aggregates': translate({
    id: 'pricing.materials.group.cementAggregates',
    message: 'Cement & Aggregates',
  }),
  masonry: translate({id: 'pricing.materials.group.masonry', message: 'Masonry'}),
  'steel-reinforcement': translate({
    id: 'pricing.materials.group.steelReinforcement',
    message: 'Steel & Reinforcement',
  }),
  timber: translate({id: 'pricing.materials.group.timber', message: 'Timber'}),
  finishes: translate({id: 'pricing.materials.group.finishes', message: 'Finishes'}),
  roofing: translate({id: 'pricing.materials.group.roofing', message: 'Roofing'}),
};

const names: Record<MaterialId, string> = {
  cement: translate({id: 'pricing.material.cement', message: 'Cement'}),
  sand: translate({id: 'pricing.material.sand', message: 'Sand'}),
  ballast: translate({id: 'pricing.material.ballast', message: 'Aggregate (ballast)'}),
  'clay-bricks': translate({id: 'pricing.material.clayBricks', message: 'Clay Bricks'}),
  'machine-cut-stone': translate({
    id: 'pricing.material.machineCutStone',
    message: 'Machine Cut Stone',
  }),
  'rebar-d8': translate({id: 'pricing.material.rebarD8', message: 'Rebar D8'}),
  'rebar-d12': translate({id: 'pricing.material.rebarD12', message: 'Rebar D12'}),
  'rebar-d16': translate({id: 'pricing.material.rebarD16', message: 'Rebar D16'}),
  'structural-steel': translate({
    id: 'pricing.material.structuralSteel',
    message: 'Structural Steel',
  }),
  'cypress-timber': translate({id: 'pricing.material.cypressTimber', message: 'Cypress Timber'}),
  'ceramic-floor-tiles': translate({
    id: 'pricing.material.ceramicFloorTiles',
    message: 'Ceramic Floor Tiles',
  }),
  'wall-tiles': translate({id: 'pricing.material.wallTiles', message: 'Wall Tiles'}),
  'premium-paint': translate({id: 'pricing.material.premiumPaint', message: 'Premium Paint'}),
  'gypsum-board': translate({id: 'pricing.material.gypsumBoard', message: 'Gypsum Board'}),
  'laminate-flooring': translate({
    id: 'pricing.material.laminateFlooring',
    message: 'Laminate Flooring',
  }),
  'iron-sheets': translate({
    id: 'pricing.material.ironSheets',
    message: 'Pre-painted Iron Sheets (gauge 28)',
  }),
  'stone-coated-tiles': translate({
    id: 'pricing.material.stoneCoatedTiles',
    message: 'Stone-Coated Roofing Tiles',
  }),
};

const unitNames: Record<MaterialUnit, string> = {
  'bag-50kg': translate({id: 'pricing.unit.bag50kg', message: 'per 50kg bag'}),
  ton: translate({id: 'pricing.unit.ton', message: 'per ton'}),
  piece: translate({id: 'pricing.unit.piece', message: 'per piece'}),
  kg: translate({id: 'pricing.unit.kg', message: 'per kg'}),
  foot: translate({id: 'pricing.unit.foot', message: 'per foot'}),
  m2: translate({id: 'pricing.unit.m2', message: 'per m²'}),
  'bucket-20l': translate({id: 'pricing.unit.bucket20l', message: 'per 20L bucket'}),
  'sheet-8x4': translate({id: 'pricing.unit.sheet8x4', message: 'per 8x4 sheet'}),
};

export const materialGroups: readonly MaterialGroup[] = materialGroupIds.map((id) => ({
  id,
  name: groupNames[id],
  items: materialPrices
    .filter((item) => item.group === id)
    .map(({group: _group, ...item}) => ({
      ...item,
      name: names[item.id],
      unitName: unitNames[item.unit],
    })),
}));
