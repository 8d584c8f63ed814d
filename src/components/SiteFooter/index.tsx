import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {company, publishedSocialProfiles} from '@site/src/data/company';
import {companyTagline, openingHoursWords} from '@site/src/data/companyWords';
import {footerLegalLinks, footerQuickLinks, type NavLink} from '@site/src/data/navigation';
import {feedLinks} from '@site/src/data/feeds';
import SocialIcon from '@site/src/components/SocialIcon';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './styles.module.css';
import StaticHtml from '@site/src/components/StaticHtml';

function LinkList({
  name,
  title,
  links,
}: {
  readonly name: string;
  readonly title: string;
  readonly links: readonly NavLink[];
}) {
  const id = `footer-${name}`;
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
      <StaticHtml className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <p className={styles.name}>{company.name}</p>
            <p className={styles.tagline}>{companyTagline()}</p>
            {socials.length > 0 && (
              <ul
                className={styles.socials}
                aria-label={translate({id: 'footer.socials.label', message: 'Social media'})}>
                {socials.map((profile) => (
                  <li key={profile.network}>
                    <Link
                      href={profile.url}
                      className={styles.social}
                      aria-label={translate(
                        {
                          id: 'footer.social.link.label',
                          message: '{company} on {network}',
                          description: 'e.g. "Msingi on Facebook"',
                        },
                        {company: company.shortName, network: profile.label},
                      )}>
                      <SocialIcon network={profile.network} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.feed}>
              <Link href={`pathname://${feedLinks.rss}`}>
                <Translate id="footer.rss.label">Subscribe to our insights by RSS</Translate>
              </Link>
            </p>
          </div>
          <LinkList
            name="quick-links"
            title={translate({id: 'footer.quickLinks.title', message: 'Quick Links'})}
            links={[...footerQuickLinks, ...footerLegalLinks]}
          />
          <LinkList
            name="our-services"
            title={translate({id: 'footer.services.title', message: 'Our Services'})}
            links={serviceLinks}
          />
          <div className={styles.column}>
            <h2 className={styles.heading}>
              <Translate id="footer.contact.title">Contact</Translate>
            </h2>
            <address className={styles.contact}>
              <p>{company.address.display}</p>
              <p>
                <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </p>
              <p>
                <a href={`mailto:${email.address}`}>{email.address}</a>
              </p>
            </address>
            <h3 className={styles.subheading}>
              <Translate id="footer.openingHours.title">Opening hours</Translate>
            </h3>
            <dl className={styles.hours}>
              {company.openingHours.map((slot) => (
                <div key={slot.id}>
                  <dt>{openingHoursWords(slot.id).shortDays}</dt>
                  <dd>{openingHoursWords(slot.id).hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <p className={styles.copyright}>
          <Translate
            id="footer.copyright"
            values={{year: new Date().getFullYear(), company: company.name}}>
            {'© {year} {company}. All rights reserved.'}
          </Translate>
        </p>
      </StaticHtml>
    </footer>
  );
}
