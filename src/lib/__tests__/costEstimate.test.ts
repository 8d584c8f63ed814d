/** @jest-environment node */
import {
  buildingTypeIds,
  buildingTypes,
  finishIds,
  locationIds,
  statutoryCosts,
  type Range,
} from '@site/src/data/costRates';
import {budgetBands} from '@site/src/data/budgetBands';
import {quoteFields} from '@site/src/data/quoteForm';
import {
  budgetBandFor,
  buildingType,
  estimateCost,
  outward,
  roundingKsh,
  wholeShares,
  type CostEstimate,
  type EstimateInputs,
} from '../costEstimate';

const base: EstimateInputs = {
  type: 'bungalow',
  areaM2: 130,
  storeys: 1,
  finish: 'mid-range',
  location: 'nairobi',
  wallMetres: null,
  borehole: false,
  solarWaterHeating: false,
  basement: false,
};

/** Every type at its usual height, every finish and every location. */
const combinations: EstimateInputs[] = buildingTypeIds.flatMap((type) =>
  finishIds.flatMap((finish) =>
    locationIds.map((location) => ({
      ...base,
      type,
      finish,
      location,
      storeys: buildingType(type).storeys.initial,
    })),
  ),
);
const named = combinations.map(
  (inputs) => [`${inputs.type}, ${inputs.finish}, ${inputs.location}`, inputs] as const,
);

const ranges = (estimate: ReturnType<typeof estimateCost>): Range[] => [
  estimate.total,
  estimate.perM2,
  estimate.buildingWorks,
  estimate.materialsSubtotal,
  estimate.months,
  ...estimate.phases.map((p) => p.amount),
  ...estimate.materials.map((m) => m.amount),
  ...estimate.fees.map((f) => f.amount),
  ...estimate.statutory.map((s) => s.amount),
  ...estimate.extras.map((e) => e.amount),
];

describe('estimateCost', () => {
  it.each(named)('%s: every range is finite, positive and ordered low ≤ high', (_name, inputs) => {
    for (const extras of [
      {},
      {
        wallMetres: 120,
        borehole: true,
        solarWaterHeating: true,
        basement: inputs.type !== 'renovation',
      },
    ]) {
      for (const range of ranges(estimateCost({...inputs, ...extras}))) {
        expect(Number.isFinite(range.low) && Number.isFinite(range.high)).toBe(true);
        expect(range.low).toBeGreaterThanOrEqual(0);
        expect(range.low).toBeLessThanOrEqual(range.high);
      }
    }
  });

  it.each(named)('%s: more area never costs less, and materials scale with it', (_name, inputs) => {
    const small = estimateCost({...inputs, areaM2: 100});
    const large = estimateCost({...inputs, areaM2: 300});
    expect(large.total.low).toBeGreaterThan(small.total.low);
    expect(large.total.high).toBeGreaterThan(small.total.high);
    for (const [i, line] of small.materials.entries()) {
      expect(large.materials[i]!.id).toBe(line.id);
      // Rounded up to whole units, so about three times as much.
      expect(large.materials[i]!.quantity / line.quantity).toBeGreaterThan(2.7);
      expect(large.materials[i]!.quantity / line.quantity).toBeLessThan(3.3);
    }
  });

  it.each(named)('%s: phase shares are whole numbers summing to 100', (_name, inputs) => {
    const {phases} = estimateCost(inputs);
    expect(phases.map((p) => p.id)).toEqual([
      'planning',
      'foundation',
      'structure',
      'roofing',
      'finishes',
      'services',
      'external',
    ]);
    expect(phases.every((p) => Number.isInteger(p.share) && p.share > 0)).toBe(true);
    expect(phases.reduce((sum, p) => sum + p.share, 0)).toBe(100);
  });

  it.each(named)('%s: the budget band is the one the midpoint falls in', (_name, inputs) => {
    for (const areaM2 of [10, 130, 900, 4000, 30000]) {
      const {total, budget} = estimateCost({...inputs, areaM2});
      expect(budget).toBe(budgetBandFor((total.low + total.high) / 2));
    }
  });

  it.each(
    buildingTypeIds.flatMap((type) => locationIds.map((location) => [type, location] as const)),
  )('%s in %s: a higher finish never costs less', (type, location) => {
    const totals = finishIds.map(
      (finish) =>
        estimateCost({...base, type, location, finish, storeys: buildingType(type).storeys.initial})
          .total,
    );
    for (let i = 1; i < totals.length; i++) {
      expect(totals[i]!.low).toBeGreaterThanOrEqual(totals[i - 1]!.low);
      expect(totals[i]!.high).toBeGreaterThanOrEqual(totals[i - 1]!.high);
    }
  });

  it('each extra adds to the total, and the total is the works, fees and statutory costs', () => {
    const plain = estimateCost(base);
    for (const extra of [
      {wallMetres: 90},
      {borehole: true},
      {solarWaterHeating: true},
      {basement: true},
    ]) {
      const withExtra = estimateCost({...base, ...extra});
      expect(withExtra.extras).toHaveLength(1);
      expect(withExtra.total.low).toBeGreaterThan(plain.total.low);
    }
    const all = estimateCost({
      ...base,
      wallMetres: 90,
      borehole: true,
      solarWaterHeating: true,
      basement: true,
    });
    const sum = (key: 'low' | 'high') =>
      all.buildingWorks[key] +
      [...all.fees, ...all.statutory].reduce((total, line) => total + line.amount[key], 0);
    expect(all.total.low).toBeCloseTo(sum('low'), 6);
    expect(all.total.high).toBeCloseTo(sum('high'), 6);
    const phaseTotal = (key: 'low' | 'high') =>
      all.phases.reduce((total, p) => total + p.amount[key], 0);
    expect(phaseTotal('low')).toBeCloseTo(all.total.low, 6);
    expect(phaseTotal('high')).toBeCloseTo(all.total.high, 6);
  });

  it('charges the NCA levy only on contract sums above KSh 5 million, and the EIA fee where a licence is needed', () => {
    const small = estimateCost({...base, areaM2: 50});
    expect(small.buildingWorks.high).toBeLessThan(statutoryCosts.ncaLevy.aboveKsh);
    expect(small.statutory.map((s) => s.id)).toEqual(['countyApprovals']);
    const house = estimateCost({...base, areaM2: 200});
    const levy = house.statutory.find((s) => s.id === 'ncaLevy')!;
    expect(levy.amount.high).toBeCloseTo(house.buildingWorks.high * 0.005, 6);
    const block = estimateCost({...base, type: 'apartments', storeys: 5, areaM2: 2000});
    expect(block.statutory.map((s) => s.id)).toEqual(['countyApprovals', 'eiaLicence', 'ncaLevy']);
    expect(
      estimateCost({...base, type: 'warehouse', areaM2: 10}).statutory.find(
        (s) => s.id === 'eiaLicence',
      )!.amount.low,
    ).toBe(statutoryCosts.eiaLicence.minimumKsh);
  });

  it('a three-bedroom bungalow of 130 m² takes 8–12 months, as the residential page says a custom home does', () => {
    const {months} = estimateCost(base);
    expect(months.low).toBeGreaterThanOrEqual(8);
    expect(months.high).toBeLessThanOrEqual(12);
    const villa = estimateCost({
      ...base,
      type: 'maisonette',
      storeys: 2,
      areaM2: 400,
      basement: true,
    }).months;
    expect(villa).toEqual({low: 11, high: 12});
  });

  it('costs more per m² for each storey above the usual height', () => {
    const low = estimateCost({...base, type: 'commercial', storeys: 2, areaM2: 2000}).perM2;
    const high = estimateCost({...base, type: 'commercial', storeys: 12, areaM2: 2000}).perM2;
    expect(high.low).toBeGreaterThan(low.low);
  });

  it('has no roof covering for a renovation and prices tiles above the standard finish', () => {
    expect(estimateCost({...base, type: 'renovation'}).materials.map((m) => m.id)).not.toContain(
      'roofing',
    );
    expect(
      estimateCost({...base, finish: 'standard'}).materials.find((m) => m.id === 'roofing')!
        .materialId,
    ).toBe('iron-sheets');
    expect(
      estimateCost({...base, finish: 'high-end'}).materials.find((m) => m.id === 'roofing')!
        .materialId,
    ).toBe('stone-coated-tiles');
  });
});

describe('the figures as shown', () => {
  const everyExtra = {wallMetres: 120, borehole: true, solarWaterHeating: true};
  /** Every type × finish × location, plain and with every extra, and the extremes the form allows. */
  const cases: (readonly [string, EstimateInputs])[] = [
    ...named,
    ...named.map(
      ([name, inputs]) =>
        [
          `${name}, every extra`,
          {...inputs, ...everyExtra, basement: inputs.type !== 'renovation'},
        ] as [string, EstimateInputs],
    ),
    ...finishIds.flatMap((finish) =>
      locationIds.flatMap((location) => [
        [
          `20 storeys of 100,000 m², ${finish}, ${location}`,
          {
            ...base,
            ...everyExtra,
            type: 'commercial',
            storeys: 20,
            areaM2: 100_000,
            wallMetres: 5_000,
            basement: true,
            finish,
            location,
          },
        ] as [string, EstimateInputs],
        [`10 m², ${finish}, ${location}`, {...base, areaM2: 10, finish, location}] as [
          string,
          EstimateInputs,
        ],
      ]),
    ),
  ];
  const sum = (ranges: readonly {low: number; high: number}[]) => ({
    low: ranges.reduce((total, r) => total + r.low, 0),
    high: ranges.reduce((total, r) => total + r.high, 0),
  });
  const lines = (estimate: CostEstimate) => [
    estimate.buildingWorks,
    ...estimate.extras.map((e) => e.amount),
    ...estimate.fees.map((f) => f.amount),
    ...estimate.statutory.map((s) => s.amount),
    ...estimate.phases.map((p) => p.amount),
    ...estimate.materials.map((m) => m.amount),
  ];

  it.each(cases)('%s: the lines add up to the total, and the materials to theirs', (_, inputs) => {
    const estimate = estimateCost(inputs);
    const costRows = [
      estimate.buildingWorks,
      ...[...estimate.fees, ...estimate.statutory].map((line) => line.amount),
    ];
    expect(sum(costRows)).toEqual(estimate.total);
    expect(sum(estimate.phases.map((p) => p.amount))).toEqual(estimate.total);
    expect(sum(estimate.materials.map((m) => m.amount))).toEqual(estimate.materialsSubtotal);
    const extras = sum(estimate.extras.map((e) => e.amount));
    expect(extras.low).toBeLessThanOrEqual(estimate.buildingWorks.low);
    expect(extras.high).toBeLessThanOrEqual(estimate.buildingWorks.high);
  });

  it.each(cases)(
    '%s: every line is in whole thousands, low below high but for a fixed fee',
    (_, inputs) => {
      const estimate = estimateCost(inputs);
      for (const line of [...lines(estimate), estimate.total]) {
        expect(line.low % roundingKsh.line).toBe(0);
        expect(line.high % roundingKsh.line).toBe(0);
        expect(Number.isSafeInteger(line.high)).toBe(true);
        if (line.low === line.high) {
          // The one figure that is not a range: the EIA licence's minimum fee on a small job.
          expect(line).toEqual(estimate.statutory.find((s) => s.id === 'eiaLicence')?.amount);
          expect(line.low).toBe(statutoryCosts.eiaLicence.minimumKsh);
        } else {
          expect(line.low).toBeLessThan(line.high);
        }
      }
    },
  );

  it('rounds a range outward, so it never narrows, and keeps one figure one figure', () => {
    // Checked in plain code and asserted once: 36,000 calls of expect took 3.8 s.
    const broken: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const low = Math.random() * 10 ** (2 + (i % 8));
      const range = {low, high: low + Math.random() * low};
      for (const step of [100, 1_000, 10_000]) {
        const shown = outward(range, step);
        const wrong = [
          shown.low > range.low && 'narrowed below',
          shown.high < range.high && 'narrowed above',
          shown.high - shown.low >= range.high - range.low + 2 * step &&
            'widened by two steps or more',
          shown.low % step !== 0 && 'low not a whole step',
          shown.high % step !== 0 && 'high not a whole step',
          range.low < range.high && shown.low >= shown.high && 'a range made one figure',
        ].filter(Boolean);
        if (wrong.length > 0) {
          broken.push(`${JSON.stringify(range)} by ${step}: ${wrong.join(', ')}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(outward({low: 10_000, high: 10_000}, 1_000)).toEqual({low: 10_000, high: 10_000});
  });

  it('takes the fees as a share of the works before rounding, and widens them only by the rounding', () => {
    const estimate = estimateCost({...base, areaM2: 200});
    const design = estimate.fees.find((f) => f.id === 'design')!.amount;
    expect(design.low).toBeLessThanOrEqual(estimate.buildingWorks.high * 0.04);
    expect(design.low).toBeGreaterThan(estimate.buildingWorks.low * 0.04 - 2 * roundingKsh.line);
    expect(design.high).toBeGreaterThanOrEqual(estimate.buildingWorks.low * 0.06);
    expect(design.high).toBeLessThan(estimate.buildingWorks.high * 0.06 + roundingKsh.line);
  });
});

describe('budgetBandFor', () => {
  it('puts each band’s lower edge in that band and the KSh below it in the band before', () => {
    budgetBands.forEach((band, i) => {
      expect(budgetBandFor(band.fromKsh)).toBe(band.value);
      if (i > 0) expect(budgetBandFor(band.fromKsh - 1)).toBe(budgetBands[i - 1]!.value);
    });
    expect(budgetBandFor(0)).toBe('under5m');
    expect(budgetBandFor(1e10)).toBe('over100m');
  });

  it('has the spec’s edges, rising, and the quote form offers exactly these bands', () => {
    expect(budgetBands.map((b) => b.fromKsh)).toEqual([0, 5e6, 10e6, 25e6, 50e6, 100e6]);
    expect(quoteFields.budget.options).toBe(budgetBands);
  });
});

describe('wholeShares', () => {
  it('rounds to whole percentages that sum to 100, largest remainders first', () => {
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholeShares([10, 30, 60])).toEqual([10, 30, 60]);
    expect(wholeShares([0, 0])).toEqual([0, 0]);
  });
});

describe('the rates', () => {
  it.each(buildingTypes.map((t) => [t.id, t] as const))(
    '%s: works shares sum to 100 and rates rise with the finish',
    (_id, type) => {
      expect(Object.values(type.works).reduce((a, b) => a + b, 0)).toBe(100);
      const rates = finishIds.map((f) => type.ratePerM2[f]);
      for (const [i, rate] of rates.entries()) {
        expect(rate.low).toBeLessThan(rate.high);
        if (i > 0) {
          expect(rate.low).toBeGreaterThan(rates[i - 1]!.low);
          expect(rate.high).toBeGreaterThan(rates[i - 1]!.high);
        }
      }
      expect(type.storeys.min).toBeLessThanOrEqual(type.storeys.initial);
      expect(type.storeys.initial).toBeLessThanOrEqual(type.storeys.max);
    },
  );
});
