import {formatDate} from '../dates';

describe('formatDate', () => {
  it('writes day, month and year as Kenyan readers do, on the date given', () => {
    expect(formatDate('2025-08-21T00:00:00.000Z')).toBe('21 August 2025');
    expect(formatDate('2026-01-05')).toBe('5 January 2026');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31 December 2025');
  });

  it('agrees with the en-GB long date for every month', () => {
    const reference = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 14));
      expect(formatDate(date.toISOString())).toBe(reference.format(date));
    }
  });
});
