/** Words of the services index (/services); the services themselves come from their MDX files. */
export const servicesPage = {
  title: 'Our Services',
  lead: 'From the first sketch to the final coat of paint: design, construction, renovation and supervision by one NCA-registered team.',
  image: 'https://images.unsplash.com/photo-1504307651254-35680f356dfd',
  cardLinkLabel: 'View More Details',
  /** The spec shows the first three of each service's five features on a card. */
  featuresOnCard: 3,
  siteVisit: {
    title: 'Not sure which service you need?',
    text: 'Our engineer will visit your site, look at the plot and your plans, and recommend the right approach. The first consultation is free.',
    action: {label: 'Request a Site Visit', to: '/contact'},
  },
} as const;
