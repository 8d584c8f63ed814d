/**
 * The budget ranges a visitor can name (spec section 3): the quote form's budget options, and
 * the band the cost estimator hands to the form for an estimate's midpoint. Each band runs from
 * `fromKsh` up to, not including, the next band's; the last is open.
 */
import {translate} from '@docusaurus/Translate';

export const budgetBands = [
  {
    value: 'under5m',
    fromKsh: 0,
    label: translate({id: 'quote.option.budget.under5m', message: 'Under KSh 5M'}),
  },
  {
    value: '5m-10m',
    fromKsh: 5_000_000,
    label: translate({id: 'quote.option.budget.5m-10m', message: 'KSh 5M – 10M'}),
  },
  {
    value: '10m-25m',
    fromKsh: 10_000_000,
    label: translate({id: 'quote.option.budget.10m-25m', message: 'KSh 10M – 25M'}),
  },
  {
    value: '25m-50m',
    fromKsh: 25_000_000,
    label: translate({id: 'quote.option.budget.25m-50m', message: 'KSh 25M – 50M'}),
  },
  {
    value: '50m-100m',
    fromKsh: 50_000_000,
    label: translate({id: 'quote.option.budget.50m-100m', message: 'KSh 50M – 100M'}),
  },
  {
    value: 'over100m',
    fromKsh: 100_000_000,
    label: translate({id: 'quote.option.budget.over100m', message: 'Over KSh 100M'}),
  },
] as const;

export type BudgetBand = (typeof budgetBands)[number]['value'];
