import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {primaryEmail} from '@site/src/data/company';
import {parseEmailSettings, type EmailSettings} from './emailSettings';

export function useEmailSettings(): EmailSettings {
  const {siteConfig} = useDocusaurusContext();
  return parseEmailSettings(siteConfig.customFields?.emailjs, primaryEmail.address);
}
