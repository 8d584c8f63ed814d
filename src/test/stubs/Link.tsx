import type {AnchorHTMLAttributes, ReactNode} from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
};

/** Renders a plain anchor, adding rel for external targets as @docusaurus/Link does. */
export default function Link({
  to,
  href,
  isNavLink: _isNavLink,
  autoAddBaseUrl: _autoAddBaseUrl,
  ...rest
}: LinkProps): ReactNode {
  // Docusaurus strips the pathname:// escape (used for non-route files such as feeds).
  const target = (to ?? href)?.replace(/^pathname:\/\//, '');
  const external = typeof target === 'string' && /^https?:/.test(target);
  return (
    <a href={target} {...(external && {target: '_blank', rel: 'noopener noreferrer'})} {...rest} />
  );
}
