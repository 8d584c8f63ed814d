/** @jest-environment node */
import {estimatorFields, estimateSummaryText} from '@site/src/data/costEstimator';
import {withSwahiliMessages} from '@site/src/test/inSwahili';
import {selectMessageFor} from '@site/src/test/pluralForms';
import {estimateCost, type EstimateInputs, type MaterialLine} from '../costEstimate';
import {
  describeBuilding,
  estimateProjectDetails,
  estimateSummary,
  formatKshSpan,
  formatMeasure,
  formatQuantity,
} from '../estimateSummary';
import {emptyInquiry} from '../inquiry';
import {withProjectDetails} from '../quoteWizard';

const inputs: EstimateInputs = {
  type: 'maisonette',
  areaM2: 230,
  storeys: 2,
  finish: 'high-end',
  location: 'town',
  wallMetres: 120,
  borehole: true,
  solarWaterHeating: false,
  basement: false,
};
const estimate = estimateCost(inputs);
const address = 'https://msingi-construction.example/cost-estimator?type=maisonette&area=230';
const english = selectMessageFor('en');

describe('estimate summary', () => {
  it('reads as a few lines a person can check, ending with the address that reopens it', () => {
    const lines = estimateSummary(inputs, estimate, address, english).split('\n');
    expect(lines).toEqual([
      'My estimate from your website’s cost estimator:',
      'Building: Maisonette, 230 m², 2 storeys, High-end, Another major town',
      'Extras: perimeter wall 120 m, Borehole',
      `Estimated total: ${formatKshSpan(estimate.total, 1_000)} (${formatKshSpan(estimate.perM2, 100)} per m²)`,
      `Duration: ${estimate.months.low}–${estimate.months.high} months`,
      `Estimate: ${address}`,
    ]);
    expect(lines.join('\n').length).toBeLessThan(2000);
  });

  it('gives the quote form the project type and the budget band of the midpoint', () => {
    expect(estimateProjectDetails(inputs, estimate, address, english)).toMatchObject({
      projectType: 'residential',
      budget: estimate.budget,
    });
    expect(
      estimateProjectDetails({...inputs, type: 'warehouse', storeys: 1}, estimate, address, english)
        .projectType,
    ).toBe('industrial');
  });

  it('formats figures as the rest of the site does', () => {
    expect(formatKshSpan({low: 6_243_210, high: 7_578_900}, 10_000)).toBe(
      'KSh 6,240,000 – KSh 7,580,000',
    );
    // Rounded outward, a narrow range never closes up to one figure...
    expect(formatKshSpan({low: 6_246_000, high: 6_254_000}, 10_000)).toBe(
      'KSh 6,240,000 – KSh 6,260,000',
    );
    // ...and a figure that is one figure is said once.
    expect(formatKshSpan({low: 10_000, high: 10_000}, 1_000)).toBe('KSh 10,000');
    expect(formatMeasure(1200)).toBe('1,200');
    expect(formatMeasure(130.5)).toBe('130.5');
  });
});

describe('counted words, for one and for many', () => {
  const line = (unit: MaterialLine['unit'], quantity: number): MaterialLine => ({
    id: 'cement',
    materialId: 'cement',
    unit,
    quantity,
    amount: {low: 0, high: 0},
  });
  const forms = (select: typeof english) => ({
    quantities: [
      formatQuantity(line('bags', 1), select),
      formatQuantity(line('bags', 12), select),
      formatQuantity(line('pieces', 1), select),
      formatQuantity(line('pieces', 1200), select),
      formatQuantity(line('tonnes', 1), select),
      formatQuantity(line('tonnes', 3), select),
    ],
    bedrooms: [
      estimatorFields.bedrooms.option(1, 40, select),
      estimatorFields.bedrooms.option(3, 130, select),
    ],
    storeys: [estimateSummaryText.storeys(1, select), estimateSummaryText.storeys(2, select)],
  });

  it('reads right in English', () => {
    expect(forms(english)).toEqual({
      quantities: [
        '1 bag of 50 kg',
        '12 bags of 50 kg',
        '1 piece',
        '1,200 pieces',
        '1 tonne',
        '3 tonnes',
      ],
      bedrooms: ['1 bedroom: about 40 m²', '3 bedrooms: about 130 m²'],
      storeys: ['single storey', '2 storeys'],
    });
  });

  describe('in the Kiswahili edition', () => {
    withSwahiliMessages();
    const swahili = selectMessageFor('sw');

    it('reads right in Kiswahili', () => {
      expect(forms(swahili)).toEqual({
        quantities: [
          'Mfuko 1 wa kilo 50',
          'Mifuko 12 ya kilo 50',
          'Kipande 1',
          'Vipande 1,200',
          'Tani 1',
          'Tani 3',
        ],
        bedrooms: ['Chumba 1 cha kulala: takriban m² 40', 'Vyumba 3 vya kulala: takriban m² 130'],
        storeys: ['bila ghorofa ya juu', 'ghorofa 2 (ikiwemo ya chini)'],
      });
    });

    it('says the storeys of a maisonette include the ground floor', () => {
      expect(describeBuilding(inputs, swahili)).toContain('ghorofa 2 (ikiwemo ya chini)');
    });
  });
});

describe('withProjectDetails', () => {
  const details = estimateProjectDetails(inputs, estimate, address, english);

  it('fills a new draft on step 1', () => {
    expect(withProjectDetails(null, details)).toEqual({
      values: {
        ...emptyInquiry,
        projectType: 'residential',
        budget: details.budget,
        projectDescription: details.projectDescription,
      },
      step: 1,
      startedAt: null,
      reference: null,
    });
  });

  it('keeps what the visitor typed, their description first, and replaces an earlier estimate instead of repeating it', () => {
    const typed = {
      values: {...emptyInquiry, firstName: 'Wambui', projectDescription: 'A house for my parents.'},
      step: 2 as const,
      startedAt: 5,
      reference: 'MSG-7K4Q2P',
    };
    const once = withProjectDetails(typed, details);
    expect(once.values.firstName).toBe('Wambui');
    expect(once.step).toBe(2);
    expect(once.startedAt).toBe(5);
    expect(once.reference).toBe('MSG-7K4Q2P');
    expect(once.values.projectDescription).toBe(
      `A house for my parents.\n\n${details.projectDescription}`,
    );
    const twice = withProjectDetails(once, details);
    expect(twice.values.projectDescription).toBe(once.values.projectDescription);
  });
});
