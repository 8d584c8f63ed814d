/** Words of the home page (/); services and projects come from the content index. */
import {translate} from '@docusaurus/Translate';
import {company} from './company';
import {responseTime} from './companyWords';

export const homeHero = {
  title: translate({
    id: 'home.hero.title',
    message: 'Crafting the Future of Construction in Kenya',
  }),
  lead: translate(
    {
      id: 'home.hero.lead',
      message:
        'Homes, offices, factories and renovations, designed and built by one NCA-registered team in Nairobi since {year}.',
      description: 'The home page lead, also its meta description',
    },
    {year: company.foundedYear},
  ),
  image: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e',
  primary: {label: translate({id: 'home.hero.getStarted', message: 'Get Started'}), to: '/contact'},
  secondary: {
    label: translate({id: 'home.hero.viewProjects', message: 'View Our Projects'}),
    to: '/gallery',
  },
} as const;

export const aboutTeaser = {
  title: translate({id: 'home.about.title', message: 'Building Kenya on Solid Foundations'}),
  years: company.yearsOfExperience,
  yearsLabel: translate({
    id: 'home.about.yearsLabel',
    message: 'years of building in Kenya',
    description: 'Follows the number of years, e.g. "15+ years of building in Kenya"',
  }),
  paragraphs: [
    translate(
      {
        id: 'home.about.paragraph1',
        message:
          '{company} started in {year} with maisonettes in Kitengela and Syokimau. Today our own engineers, site teams and plant deliver apartment blocks, shopping centres and factories from Nanyuki to Athi River.',
      },
      {company: company.name, year: company.foundedYear},
    ),
    translate({
      id: 'home.about.paragraph2',
      message:
        'Every project gets one project manager, an itemised bill of quantities and a weekly photo report, so you always know where your money is going and where your building stands.',
    }),
  ],
  image: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5',
  link: {label: translate({id: 'home.about.link', message: 'More About Us'}), to: '/about'},
} as const;

export const homeServices = {
  title: translate({id: 'home.services.title', message: 'Our Services'}),
  intro: translate({
    id: 'home.services.intro',
    message: 'Six ways we can help, from the first drawing to the final inspection.',
  }),
  cardLinkLabel: translate({
    id: 'home.services.cardLink',
    message: 'Learn more',
    description: 'Link on each service card',
  }),
  all: {label: translate({id: 'home.services.all', message: 'View All Services'}), to: '/services'},
} as const;

export const homeProjects = {
  title: translate({id: 'home.projects.title', message: 'Featured Projects'}),
  intro: translate({
    id: 'home.projects.intro',
    message: 'A few of the buildings we are proudest of.',
  }),
  all: {label: translate({id: 'home.projects.all', message: 'View all projects'}), to: '/projects'},
} as const;

export const homeTestimonials = {
  title: translate({id: 'home.testimonials.title', message: 'What Our Clients Say'}),
  carouselLabel: translate({
    id: 'home.testimonials.carouselLabel',
    message: 'Client testimonials',
    description: 'Accessible name of the testimonials carousel',
  }),
} as const;

/** Spec section 9: 640+ projects, 450+ happy clients (95% satisfaction), 15+ years, 25+ awards. */
export const homeStats = {
  title: translate({id: 'home.stats.title', message: 'Our Track Record'}),
  stats: [
    {value: '640+', label: translate({id: 'home.stats.projects', message: 'Projects Completed'})},
    {
      value: '450+',
      label: translate({id: 'home.stats.clients', message: 'Happy Clients'}),
      detail: translate({id: 'home.stats.clients.detail', message: '95% satisfaction'}),
    },
    {
      value: company.yearsOfExperience,
      label: translate({id: 'home.stats.years', message: 'Years of Experience'}),
    },
    {value: '25+', label: translate({id: 'home.stats.awards', message: 'Awards Won'})},
  ],
} as const;

export const consultation = {
  title: translate({id: 'home.consultation.title', message: 'Book a Free Consultation'}),
  intro: translate(
    {
      id: 'home.consultation.intro',
      message:
        'Tell us about your project and one of our engineers will get back to you {responseTime}.',
      description: 'responseTime is e.g. "within 24 hours"',
    },
    {responseTime: responseTime()},
  ),
  benefits: [
    translate({id: 'home.consultation.benefit.free', message: 'Free initial consultation'}),
    translate({id: 'home.consultation.benefit.estimate', message: 'Detailed project estimation'}),
    translate({
      id: 'home.consultation.benefit.solutions',
      message: 'Customized construction solutions',
    }),
    translate({id: 'home.consultation.benefit.advice', message: 'Expert advice and planning'}),
  ],
  action: {
    label: translate({id: 'home.consultation.action', message: 'Schedule Full Consultation'}),
    to: '/contact',
  },
} as const;
