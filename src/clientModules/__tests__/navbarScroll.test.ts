import {scrollThresholdPx, syncScrolledAttribute} from '../navbarScroll';

describe('header scroll state', () => {
  it('uses the spec threshold of 10 px', () => {
    expect(scrollThresholdPx).toBe(10);
  });

  it.each([
    [0, false],
    [10, false],
    [11, true],
    [400, true],
  ])('at %i px scrolled the header is marked scrolled: %s', (y, scrolled) => {
    const root = document.createElement('html');
    syncScrolledAttribute(root, y);
    expect(root.hasAttribute('data-scrolled')).toBe(scrolled);
  });

  it('clears the mark when scrolled back to the top', () => {
    const root = document.createElement('html');
    syncScrolledAttribute(root, 50);
    syncScrolledAttribute(root, 3);
    expect(root.hasAttribute('data-scrolled')).toBe(false);
  });
});
