import {initials} from '../people';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Grace Wanjiku')).toBe('GW');
    expect(initials('Amina Abdi Hassan')).toBe('AH');
  });

  it('skips honorifics such as Eng.', () => {
    expect(initials('Eng. David Mwangi')).toBe('DM');
  });

  it('copes with a single name', () => {
    expect(initials('wanjiru')).toBe('W');
  });
});
