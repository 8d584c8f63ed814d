import {isValidEmail} from '../email';

describe('isValidEmail', () => {
  it.each([
    'name@example.com',
    'first.last@example.co.ke',
    'jane+quotes@mail.example.org',
    "o'neil@example.com",
    '  padded@example.com  ',
    'x@sub-domain.example.ke',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    'name@',
    '@example.com',
    'name@example',
    'name@@example.com',
    'name@example..com',
    'name example@example.com',
    '.name@example.com',
    'name.@example.com',
    'na..me@example.com',
    'name@-example.com',
    'name@example.c',
    'name@example.123',
    `${'a'.repeat(65)}@example.com`,
    `name@${'a'.repeat(250)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
