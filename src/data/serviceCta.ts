/** The closing call to action of every service page (spec section 2, "Service detail"). */
import {translate} from '@docusaurus/Translate';

export type CtaBadge = {readonly title: string; readonly detail: string};

export const serviceCta = {
  title: translate({id: 'serviceCta.title', message: 'Ready to Start Your Project?'}),
  text: translate({
    id: 'serviceCta.text',
    message:
      'Tell us about your plot, your plans and your budget. We will visit, listen and give you an honest, itemised estimate.',
  }),
  primary: {
    label: translate({id: 'serviceCta.primary.label', message: 'Request a Free Consultation'}),
    to: '/contact',
  },
  secondary: {
    label: translate({id: 'serviceCta.secondary.label', message: 'See Our Work'}),
    to: '/gallery',
  },
  badgesLabel: translate({
    id: 'serviceCta.badges.label',
    message: 'Our promises',
    description: 'Names the list of four promises',
  }),
  badges: [
    {
      title: translate({id: 'serviceCta.badge.response.title', message: 'Quick Response'}),
      detail: translate({id: 'serviceCta.badge.response.detail', message: 'within 24 hours'}),
    },
    {
      title: translate({id: 'serviceCta.badge.team.title', message: 'Expert Team'}),
      detail: translate({
        id: 'serviceCta.badge.team.detail',
        message: 'EBK engineers and BORAQS surveyors',
      }),
    },
    {
      title: translate({id: 'serviceCta.badge.quality.title', message: 'Quality Work'}),
      detail: translate({
        id: 'serviceCta.badge.quality.detail',
        message: 'guaranteed satisfaction',
      }),
    },
    {
      title: translate({id: 'serviceCta.badge.pricing.title', message: 'Transparent Pricing'}),
      detail: translate({id: 'serviceCta.badge.pricing.detail', message: 'no hidden costs'}),
    },
  ] satisfies readonly CtaBadge[],
} as const;
