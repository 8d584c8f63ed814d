import {translate} from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {ongoingCompletion} from '@site/src/data/contentTypes';
import {completionLanguage, type MonthNamesByLanguage} from './monthNames';

/** The language of the edition being shown (its `<html lang>`: "en-KE", "sw-KE"). */
const pageLanguage = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;

/** The month names docusaurus.config.ts read from Intl at build time (lib/monthNames.ts says why). */
function builtMonthNames(language: string): readonly string[] {
  const names = (siteConfig.customFields?.monthNames as MonthNamesByLanguage | undefined)?.[
    language
  ];
  if (!names) {
    throw new Error(
      `No month names for ${language} in the site's configuration (customFields.monthNames, docusaurus.config.ts).`,
    );
  }
  return names;
}

/**
 * "21 August 2025": article dates as Kenyan readers write them, read in UTC so the
 * server-rendered HTML and the browser agree on the day.
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return translate(
    {
      id: 'date.format.long',
      message: '{day} {month} {year}',
      description: 'An article date, e.g. 21 August 2025',
    },
    {
      day: date.getUTCDate(),
      month: builtMonthNames(pageLanguage)[date.getUTCMonth()]!,
      year: date.getUTCFullYear(),
    },
  );
}

/**
 * A project's completion as its front matter writes it in every edition ("August 2022", or
 * "Ongoing"), in the page's language: "Agosti 2022", "Unaendelea".
 */
export function formatCompletionDate(completionDate: string): string {
  const [monthName, year] = completionDate.split(' ');
  const month = builtMonthNames(completionLanguage).indexOf(monthName ?? '');
  if (completionDate === ongoingCompletion || month < 0 || !year) {
    return translate({
      id: 'date.ongoing',
      message: 'Ongoing',
      description: 'A project’s completion while it is still being built',
    });
  }
  return translate(
    {
      id: 'date.format.month',
      message: '{month} {year}',
      description: 'A month of a year, e.g. August 2022',
    },
    {month: builtMonthNames(pageLanguage)[month]!, year},
  );
}
