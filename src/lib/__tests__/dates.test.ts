import {formatDate} from '../dates';

describe('formatDate', () => {
  it('writes day, month and year as Kenyan readers do, on the date given', () => {
    expect(formatDate('2025-08-21T00:00:00.000Z')).toBe('21 August 2025');
  });
});
