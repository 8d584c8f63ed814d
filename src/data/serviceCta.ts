/** The closing call to action of every service page (spec section 2, "Service detail"). */
export type CtaBadge = {readonly title: string; readonly detail: string};

export const serviceCta = {
  title: 'Ready to Start Your Project?',
  text: 'Tell us about your plot, your plans and your budget. We will visit, listen and give you an honest, itemised estimate.',
  primary: {label: 'Request a Free Consultation', to: '/contact'},
  secondary: {label: 'See Our Work', to: '/gallery'},
  badges: [
    {title: 'Quick Response', detail: 'within 24 hours'},
    {title: 'Expert Team', detail: 'EBK engineers and BORAQS surveyors'},
    {title: 'Quality Work', detail: 'guaranteed satisfaction'},
    {title: 'Transparent Pricing', detail: 'no hidden costs'},
  ] satisfies readonly CtaBadge[],
} as const;
