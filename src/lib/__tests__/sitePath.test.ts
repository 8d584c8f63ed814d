import {isSection, isSitePage} from '../sitePath';

describe('isSitePage', () => {
  it.each([
    '/',
    '/contact',
    '/insights/construction-permits-guide',
    '/sw/insights/',
    '/pricing#materials',
    '/case-study/nairobi-heights#lessons_learned',
  ])('accepts %j', (address) => {
    expect(isSitePage(address)).toBe(true);
  });

  it.each([
    'contact',
    '//evil.example/x',
    '/../etc/passwd',
    '/%2e%2e/x',
    '/img/logo.svg',
    '/assets/files/passwd-4f88.bin',
    '/Insights',
    '/a//b',
    '/a?b=1',
    '/a#b#c',
    '/a#b c',
    '/\\evil.example',
    `/${'a'.repeat(40)}!`,
    `/${'a-'.repeat(200)}a`,
  ])('refuses %j', (address) => {
    expect(isSitePage(address)).toBe(false);
  });
});

describe('isSection', () => {
  it('accepts a section name and nothing else', () => {
    expect(isSection('#costs')).toBe(true);
    expect(isSection('#user-content-fn-1')).toBe(true);
    expect(isSection('#')).toBe(false);
    expect(isSection('#a b')).toBe(false);
    expect(isSection('/x#a')).toBe(false);
  });
});
