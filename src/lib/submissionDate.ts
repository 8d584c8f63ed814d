// Made on first send, not at page load: creating it loads locale data while the page hydrates.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "14 July 2026 at 10:32 EAT", as both e-mails date a request: the company reads Nairobi time. */
export function formatSubmissionDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  });
  return `${dateFormat.format(date)} EAT`;
}
