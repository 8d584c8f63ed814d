import type {NavLink} from './navigation';

export const notFound = {
  title: 'Page Not Found',
  text: "We couldn't find the page you were looking for. It may have moved, or the address may have a typo. These pages are a good place to continue:",
  links: [
    {label: 'Home', to: '/'},
    {label: 'Our Services', to: '/services'},
    {label: 'Our Projects', to: '/projects'},
    {label: 'Insights', to: '/insights'},
    {label: 'Contact Us', to: '/contact'},
  ] satisfies readonly NavLink[],
} as const;
