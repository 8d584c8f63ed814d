import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {primaryEmail} from '@site/src/data/company';
import {parseEmailSettings, type EmailSettings} from '../emailSettings';

/** The EmailJS settings this build was made with, for the forms that send e-mail. */
export function useEmailSettings(): EmailSettings {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields?.emailjs;
  // The same object on every render, so effects that send with it do not run again.
  return useMemo(() => parseEmailSettings(fields, primaryEmail.address), [fields]);
}
