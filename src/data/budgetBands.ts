/**
 * The budget ranges (src/data/quoteRules.ts) with their labels: the quote form's budget options,
 * and the band the cost estimator hands to the form for an estimate's midpoint.
 */
import {translate} from '@docusaurus/Translate';
import {budgetRanges} from './quoteRules';

export type BudgetBand = (typeof budgetRanges)[number]['value'];

const labels: Readonly<Record<BudgetBand, string>> = {
  under5m: translate({id: 'quote.option.budget.under5m', message: 'Under KSh 5M'}),
  '5m-10m': translate({id: 'quote.option.budget.5m-10m', message: 'KSh 5M – 10M'}),
  '10m-25m': translate({id: 'quote.option.budget.10m-25m', message: 'KSh 10M – 25M'}),
  '25m-50m': translate({id: 'quote.option.budget.25m-50m', message: 'KSh 25M – 50M'}),
  '50m-100m': translate({id: 'quote.option.budget.50m-100m', message: 'KSh 50M – 100M'}),
  over100m: translate({id: 'quote.option.budget.over100m', message: 'Over KSh 100M'}),
};

export const budgetBands: readonly ((typeof budgetRanges)[number] & {readonly label: string})[] =
  budgetRanges.map((range) => ({...range, label: labels[range.value]}));
