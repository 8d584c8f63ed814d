/**
 * "21 August 2025": article dates as Kenyan readers write them. The time zone is fixed so the
 * server-rendered HTML and the browser agree on the day.
 */
const longDate = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export function formatDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}
