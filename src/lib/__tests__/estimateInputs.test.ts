/** @jest-environment node */
import {
  checkEstimateForm,
  estimateSearch,
  initialEstimateForm,
  parseAmount,
  parseEstimateForm,
} from '../estimateInputs';

describe('the estimator form in the query string', () => {
  it('opens on the initial form when the query is empty or unknown', () => {
    expect(parseEstimateForm('')).toEqual(initialEstimateForm);
    expect(parseEstimateForm('?type=castle&finish=gold&location=moon&storeys=99')).toEqual(
      initialEstimateForm,
    );
  });

  it('round-trips every input, keeping what was typed as typed', () => {
    const form = {
      ...initialEstimateForm,
      type: 'apartments',
      area: '12 0',
      storeys: 8,
      wall: '',
      borehole: true,
      solar: true,
      basement: true,
    } as const;
    expect(parseEstimateForm(`?${estimateSearch(form)}`)).toEqual(form);
  });

  it('keeps the storeys within what the type allows, and no basement under a renovation', () => {
    expect(parseEstimateForm('?type=maisonette&storeys=7').storeys).toBe(2);
    expect(parseEstimateForm('?type=commercial&storeys=12').storeys).toBe(12);
    expect(parseEstimateForm('?type=renovation&basement=1').basement).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['130', 130],
    ['1,200', 1200],
    [' 130.5 ', 130.5],
    ['100,000', 100000],
  ])('reads "%s" as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '-40', '1e5', '12,00', '1,2,3', '0x10', 'Infinity'])(
    'refuses "%s"',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('checkEstimateForm', () => {
  it('accepts 10 to 100,000 m² and names that range otherwise', () => {
    expect(checkEstimateForm({...initialEstimateForm, area: '10'}).ok).toBe(true);
    expect(checkEstimateForm({...initialEstimateForm, area: '100,000'}).ok).toBe(true);
    for (const area of ['9', '100001', '0', '', 'abc']) {
      const check = checkEstimateForm({...initialEstimateForm, area});
      expect(check).toEqual({
        ok: false,
        errors: {
          area: 'Enter the floor area as a number of square metres from 10 to 100,000, for example 130.',
        },
      });
    }
  });

  it('asks for a wall length from 1 to 5,000 m once the wall is chosen', () => {
    expect(checkEstimateForm({...initialEstimateForm, wall: '90'})).toMatchObject({
      ok: true,
      inputs: {wallMetres: 90},
    });
    expect(checkEstimateForm({...initialEstimateForm, wall: null})).toMatchObject({
      ok: true,
      inputs: {wallMetres: null},
    });
    for (const wall of ['1', '5,000']) {
      expect(checkEstimateForm({...initialEstimateForm, wall}).ok).toBe(true);
    }
    for (const wall of ['0.9', '5000.5', '6000']) {
      expect(checkEstimateForm({...initialEstimateForm, wall})).toMatchObject({
        ok: false,
        errors: {wall: expect.stringContaining('from 1 to 5,000')},
      });
    }
  });
});
