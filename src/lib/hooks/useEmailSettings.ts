import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {primaryEmail} from '@site/src/data/company';
import {parseEmailSettings, type EmailSettings} from '../emailSettings';

/** The EmailJS settings this build was made with, for the forms that send e-mail. */
export function useEmailSettings(): EmailSettings {
  const {siteConfig} = useDocusaurusContext();
  return parseEmailSettings(siteConfig.customFields?.emailjs, primaryEmail.address);
}
