import {formatCompletionDate, formatDate} from '../dates';
import {monthNames} from '../monthNames';
import {inSwahili} from '@site/src/test/inSwahili';

describe('formatDate', () => {
  it('writes day, month and year as Kenyan readers do, on the date given', () => {
    expect(formatDate('2025-08-21T00:00:00.000Z')).toBe('21 August 2025');
    expect(formatDate('2026-01-05')).toBe('5 January 2026');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31 December 2025');
  });

  it('agrees with the en-GB long date for every month', () => {
    const reference = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 14));
      expect(formatDate(date.toISOString())).toBe(reference.format(date));
    }
  });
});

describe('in the browser', () => {
  it('formats dates without creating an Intl formatter, whose locale data is a long task on a slow phone', () => {
    // A fresh copy of the module, as a page loads it: nothing formatted before.
    let dates: typeof import('../dates') | undefined;
    jest.isolateModules(() => {
      dates = require('../dates') as typeof import('../dates');
    });
    const created = jest.spyOn(Intl, 'DateTimeFormat');
    expect(dates!.formatDate('2025-08-21')).toBe('21 August 2025');
    expect(dates!.formatCompletionDate('March 2024')).toBe('March 2024');
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
});

describe('formatCompletionDate', () => {
  it('writes a completion month in the page’s words, from the front matter’s English', () => {
    expect(formatCompletionDate('August 2022')).toBe('August 2022');
    expect(formatCompletionDate('January 2026')).toBe('January 2026');
  });

  it('says a project still being built is ongoing', () => {
    expect(formatCompletionDate('Ongoing')).toBe('Ongoing');
  });
});

describe('in the Kiswahili edition', () => {
  const swahili = inSwahili(() => {
    const dates = require('../dates') as typeof import('../dates');
    return {
      completion: dates.formatCompletionDate('August 2022'),
      ongoing: dates.formatCompletionDate('Ongoing'),
      article: dates.formatDate('2025-08-21'),
    };
  });

  it('writes dates as Swahili readers do', () => {
    expect(swahili).toEqual({
      completion: 'Agosti 2022',
      ongoing: expect.not.stringMatching(/Ongoing/),
      article: '21 Agosti 2025',
    });
  });
});

describe('monthNames', () => {
  it('names the twelve months in each edition’s language, January first', () => {
    expect(monthNames('en-KE')).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthNames('sw-KE')).toEqual([
      'Januari',
      'Februari',
      'Machi',
      'Aprili',
      'Mei',
      'Juni',
      'Julai',
      'Agosti',
      'Septemba',
      'Oktoba',
      'Novemba',
      'Desemba',
    ]);
  });
});
