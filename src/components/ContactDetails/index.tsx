import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {company, primaryPhone} from '@site/src/data/company';
import {emailUseName, openingHoursWords, phoneUseName} from '@site/src/data/companyWords';
import {contactDetails} from '@site/src/data/contact';
import {opensInNewTab} from '@site/src/data/commonWords';
import {mailtoUrl, telUrl, whatsappUrl} from '@site/src/lib/contactLinks';
import styles from './styles.module.css';

/** Address, phones, e-mails and hours from company.ts, with call and WhatsApp buttons. */
export default function ContactDetails(): ReactNode {
  return (
    <>
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={styles.title}>{contactDetails.visit}</h3>
          <address className={styles.address}>
            {company.name}
            <br />
            {company.address.street}
            <br />
            {`${company.address.locality}, ${company.address.country}`}
          </address>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>{contactDetails.call}</h3>
          <ul className={styles.list}>
            {company.phones.map((phone) => (
              <li key={phone.e164}>
                <span className={styles.label}>{phoneUseName(phone.use)}</span>
                <a href={telUrl(phone.e164)}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>{contactDetails.write}</h3>
          <ul className={styles.list}>
            {company.emails.map((email) => (
              <li key={email.address}>
                <span className={styles.label}>{emailUseName(email.use)}</span>
                <a href={mailtoUrl(email.address)} className={styles.email}>
                  {email.address}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>
          <h3 className={styles.title}>{contactDetails.hours}</h3>
          <dl className={styles.hours}>
            {company.openingHours.map((slot) => (
              <div key={slot.id}>
                <dt>{openingHoursWords(slot.id).days}</dt>
                <dd>{openingHoursWords(slot.id).hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className={styles.actions}>
        <a href={telUrl(primaryPhone.e164)} className="button button--primary button--lg">
          {contactDetails.callButton}
          <span className="sr-only"> {contactDetails.callButtonNumber(primaryPhone.display)}</span>
        </a>
        <Link
          href={whatsappUrl(company.whatsapp)}
          className={`button button--lg ${styles.whatsapp}`}>
          {contactDetails.whatsappButton}
          <span className="sr-only"> {opensInNewTab()}</span>
        </Link>
      </p>
    </>
  );
}
