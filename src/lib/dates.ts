import {translate} from '@docusaurus/Translate';
import {completionMonths, ongoingCompletion} from '@site/src/data/contentTypes';

const months = [
  translate({id: 'date.month.january', message: 'January'}),
  translate({id: 'date.month.february', message: 'February'}),
  translate({id: 'date.month.march', message: 'March'}),
  translate({id: 'date.month.april', message: 'April'}),
  translate({id: 'date.month.may', message: 'May'}),
  translate({id: 'date.month.june', message: 'June'}),
  translate({id: 'date.month.july', message: 'July'}),
  translate({id: 'date.month.august', message: 'August'}),
  translate({id: 'date.month.september', message: 'September'}),
  translate({id: 'date.month.october', message: 'October'}),
  translate({id: 'date.month.november', message: 'November'}),
  translate({id: 'date.month.december', message: 'December'}),
];

/**
 * "21 August 2025": article dates as Kenyan readers write them, read in UTC so the
 * server-rendered HTML and the browser agree on the day. Written out rather than with
 * Intl.DateTimeFormat, whose first use loads locale data in the middle of hydration (about 60 ms
 * of main-thread time on a throttled phone).
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return translate(
    {
      id: 'date.format.long',
      message: '{day} {month} {year}',
      description: 'An article date, e.g. 21 August 2025',
    },
    {day: date.getUTCDate(), month: months[date.getUTCMonth()]!, year: date.getUTCFullYear()},
  );
}

/**
 * A project's completion as its front matter writes it in every edition ("August 2022", or
 * "Ongoing"), in the page's language: "Agosti 2022", "Unaendelea".
 */
export function formatCompletionDate(completionDate: string): string {
  const [monthName, year] = completionDate.split(' ');
  const month = completionMonths.findIndex((name) => name === monthName);
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
    {month: months[month]!, year},
  );
}
