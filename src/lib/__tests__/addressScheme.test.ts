import {addressScheme} from '../addressScheme';

describe('addressScheme', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    [' JavaScript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['\u0001data:text/html,x', 'data'],
    ['https://www.example.co.ke/', 'https'],
    ['mailto:info@example.co.ke', 'mailto'],
  ])('reads %j as %s', (address, scheme) => {
    expect(addressScheme(address)).toBe(scheme);
  });

  it.each(['/insights/x', './photo.jpg', '#section', 'photo.jpg?a=b:c'])(
    'finds no scheme in the relative address %j',
    (address) => {
      expect(addressScheme(address)).toBeUndefined();
    },
  );
});
