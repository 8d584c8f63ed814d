/**
 * The invitation to the cost estimator shown on other pages (Pricing, home, service pages): kept
 * apart from the estimator's own words so those pages do not carry them.
 */
import {translate} from '@docusaurus/Translate';
import type {BuildingTypeId} from './costRates';

/** The call to the estimator from the Pricing page, the home page and the service pages. */
export const estimatorPrompt = {
  to: '/cost-estimator',
  title: translate({id: 'estimator.prompt.title', message: 'What will it cost to build?'}),
  text: translate({
    id: 'estimator.prompt.text',
    message:
      'See a cost range for your building in under a minute, from the same material prices we publish, with the phases, materials, fees and approvals set out.',
  }),
  action: translate({id: 'estimator.prompt.action', message: 'Estimate your building cost'}),
} as const;

/** The estimator's address, opened on a type of building. */
export const estimatorAddress = (type?: BuildingTypeId): string =>
  type ? `${estimatorPrompt.to}?type=${type}` : estimatorPrompt.to;
