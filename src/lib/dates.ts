const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "21 August 2025": article dates as Kenyan readers write them, read in UTC so the
 * server-rendered HTML and the browser agree on the day. Written out rather than with
 * Intl.DateTimeFormat, whose first use loads locale data in the middle of hydration (about 60 ms
 * of main-thread time on a throttled phone).
 */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
