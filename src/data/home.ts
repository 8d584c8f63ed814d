/** Words of the home page (/); services and projects come from the content index. */
import {company} from './company';

export const homeHero = {
  title: 'Crafting the Future of Construction in Kenya',
  lead: `Homes, offices, factories and renovations, designed and built by one NCA-registered team in Nairobi since ${company.foundedYear}.`,
  image: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e',
  primary: {label: 'Get Started', to: '/contact'},
  secondary: {label: 'View Our Projects', to: '/gallery'},
} as const;

export const aboutTeaser = {
  title: `Building Kenya on Solid Foundations`,
  years: company.yearsOfExperience,
  yearsLabel: 'years of building in Kenya',
  paragraphs: [
    `${company.name} started in ${company.foundedYear} with maisonettes in Kitengela and Syokimau. Today our own engineers, site teams and plant deliver apartment blocks, shopping centres and factories from Nanyuki to Athi River.`,
    'Every project gets one project manager, an itemised bill of quantities and a weekly photo report, so you always know where your money is going and where your building stands.',
  ],
  image: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5',
  link: {label: 'More About Us', to: '/about'},
} as const;

export const homeServices = {
  title: 'Our Services',
  intro: 'Six ways we can help, from the first drawing to the final inspection.',
  cardLinkLabel: 'Learn more',
  all: {label: 'View All Services', to: '/services'},
} as const;

export const homeProjects = {
  title: 'Featured Projects',
  intro: 'A few of the buildings we are proudest of.',
  all: {label: 'View all projects', to: '/projects'},
} as const;

export const homeTestimonials = {
  title: 'What Our Clients Say',
  carouselLabel: 'Client testimonials',
} as const;

/** Spec section 9: 640+ projects, 450+ happy clients (95% satisfaction), 15+ years, 25+ awards. */
export const homeStats = {
  title: 'Our Track Record',
  stats: [
    {value: '640+', label: 'Projects Completed'},
    {value: '450+', label: 'Happy Clients', detail: '95% satisfaction'},
    {value: company.yearsOfExperience, label: 'Years of Experience'},
    {value: '25+', label: 'Awards Won'},
  ],
} as const;

export const consultation = {
  title: 'Book a Free Consultation',
  intro: `Tell us about your project and one of our engineers will get back to you ${company.responseTime}.`,
  benefits: [
    'Free initial consultation',
    'Detailed project estimation',
    'Customized construction solutions',
    'Expert advice and planning',
  ],
  action: {label: 'Schedule Full Consultation', to: '/contact'},
} as const;
