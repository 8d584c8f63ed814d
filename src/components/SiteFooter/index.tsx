import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {company, publishedSocialProfiles} from '@site/src/data/company';
import {feedLinks, footerLegalLinks, footerQuickLinks, type NavLink} from '@site/src/data/navigation';
import SocialIcon from '@site/src/components/SocialIcon';
import {useContentIndex} from '@site/src/plugins/content-index/useContentIndex';
import styles from './styles.module.css';

function LinkList({title, links}: {readonly title: string; readonly links: readonly NavLink[]}) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: quick links, the six services (from the content index), contact, hours. */
export default function SiteFooter(): ReactNode {
  const {services} = useContentIndex();
  const serviceLinks = services.map((s) => ({label: s.title, to: s.permalink}));
  const socials = publishedSocialProfiles();
  const [phone] = company.phones;
  const [email] = company.emails;

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <p className={styles.name}>{company.name}</p>
            <p className={styles.tagline}>{company.tagline}</p>
            {socials.length > 0 && (
              <ul className={styles.socials} aria-label="Social media">
                {socials.map((profile) => (
                  <li key={profile.network}>
                    <Link href={profile.url} className={styles.social} aria-label={`${company.shortName} on ${profile.label}`}>
                      <SocialIcon network={profile.network} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.feed}>
              <Link href={`pathname://${feedLinks.rss}`}>Subscribe to our insights by RSS</Link>
            </p>
          </div>
          <LinkList title="Quick Links" links={[...footerQuickLinks, ...footerLegalLinks]} />
          <LinkList title="Our Services" links={serviceLinks} />
          <div className={styles.column}>
            <h2 className={styles.heading}>Contact</h2>
            <address className={styles.contact}>
              <p>{company.address.display}</p>
              <p>
                <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </p>
              <p>
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </p>
            </address>
            <h3 className={styles.subheading}>Opening hours</h3>
            <dl className={styles.hours}>
              {company.openingHours.map((slot) => (
                <div key={slot.days}>
                  <dt>{slot.shortDays}</dt>
                  <dd>{slot.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
