/** Words of the services index (/services); the services themselves come from their MDX files. */
import {translate} from '@docusaurus/Translate';

export const servicesPage = {
  title: translate({id: 'servicesPage.title', message: 'Our Services'}),
  lead: translate({
    id: 'servicesPage.lead',
    message:
      'From the first sketch to the final coat of paint: design, construction, renovation and supervision by one NCA-registered team.',
  }),
  image: 'https://images.unsplash.com/photo-1504307651254-35680f356dfd',
  listTitle: translate({id: 'servicesPage.list.title', message: 'What We Build'}),
  cardLinkLabel: translate({id: 'servicesPage.card.link.label', message: 'View More Details'}),
  /** The spec shows the first three of each service's five features on a card. */
  featuresOnCard: 3,
  siteVisit: {
    title: translate({
      id: 'servicesPage.siteVisit.title',
      message: 'Not sure which service you need?',
    }),
    text: translate({
      id: 'servicesPage.siteVisit.text',
      message:
        'Our engineer will visit your site, look at the plot and your plans, and recommend the right approach. The first consultation is free.',
    }),
    action: {
      label: translate({
        id: 'servicesPage.siteVisit.action.label',
        message: 'Request a Site Visit',
      }),
      to: '/contact',
    },
  },
} as const;
