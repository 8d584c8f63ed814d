import {monthNamesByLanguage} from '@site/src/lib/monthNames';
import i18n from './i18n';

/** `@generated/docusaurus.config` as docusaurus.config.ts makes it, with what the code reads of it. */
const siteConfig = {
  customFields: {
    monthNames: monthNamesByLanguage(
      Object.values(i18n.localeConfigs).map((locale) => locale.htmlLang),
    ),
  },
};
export default siteConfig;
