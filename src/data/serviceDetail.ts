/** Words of every service page (/services/{id}); each service's content lives in its MDX file. */
import {translate} from '@docusaurus/Translate';
import {company} from './company';

export const serviceDetail = {
  backLink: {
    label: translate({
      id: 'serviceDetail.backLink.label',
      message: 'All Services',
      description: 'Link from a service page back to /services',
    }),
    to: '/services',
  },
  sections: {
    whyChoose: translate(
      {id: 'serviceDetail.whyChoose.title', message: 'Why Choose {company}'},
      {company: company.shortName},
    ),
    offerings: translate({id: 'serviceDetail.offerings.title', message: 'What We Offer'}),
    process: translate({id: 'serviceDetail.process.title', message: 'Our Process'}),
    trackRecord: translate({id: 'serviceDetail.trackRecord.title', message: 'Our Track Record'}),
    featuredProjects: translate({
      id: 'serviceDetail.featuredProjects.title',
      message: 'Featured Projects',
    }),
    testimonial: translate({
      id: 'serviceDetail.testimonial.title',
      message: 'What Our Clients Say',
    }),
    faqs: translate({id: 'serviceDetail.faqs.title', message: 'Frequently Asked Questions'}),
  },
  allProjects: {
    label: translate({id: 'serviceDetail.allProjects.label', message: 'View All Projects'}),
    to: '/gallery',
  },
} as const;
