import {indexForKey, nextIndex, wrapIndex, type RovingOrientation} from '../rovingIndex';

describe('wrapIndex', () => {
  it.each([1, 2, 3, 7])(
    'keeps every index of %i items in range, wrapping at both ends',
    (count) => {
      for (let index = -2 * count; index < 3 * count; index++) {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect(Math.abs((wrapped - index) % count)).toBe(0);
      }
      expect(wrapIndex(-1, count)).toBe(count - 1);
      expect(wrapIndex(count, count)).toBe(0);
    },
  );
});

describe('nextIndex', () => {
  it.each([1, 3, 5])('steps forward and back through %i items and wraps at both ends', (count) => {
    expect(nextIndex(count - 1, count, 1)).toBe(0);
    expect(nextIndex(0, count, -1)).toBe(count - 1);
    for (let index = 0; index < count - 1; index++) {
      expect(nextIndex(index, count, 1)).toBe(index + 1);
      expect(nextIndex(index + 1, count, -1)).toBe(index);
    }
  });

  it('visits every item once in a full round', () => {
    const seen = new Set<number>();
    let index = 0;
    for (let i = 0; i < 4; i++) {
      seen.add(index);
      index = nextIndex(index, 4, 1);
    }
    expect(seen.size).toBe(4);
    expect(index).toBe(0);
  });
});

describe('indexForKey', () => {
  const keys: Record<
    RovingOrientation,
    readonly [previous: string, next: string, ignored: readonly string[]]
  > = {
    horizontal: ['ArrowLeft', 'ArrowRight', ['ArrowUp', 'ArrowDown']],
    vertical: ['ArrowUp', 'ArrowDown', ['ArrowLeft', 'ArrowRight']],
  };

  it.each(Object.entries(keys) as [RovingOrientation, (typeof keys)[RovingOrientation]][])(
    '%s: arrows step with wrap-around, Home and End jump, other keys are left alone',
    (orientation, [previous, next, ignored]) => {
      expect(indexForKey(next, 1, 4, orientation)).toBe(2);
      expect(indexForKey(next, 3, 4, orientation)).toBe(0);
      expect(indexForKey(previous, 1, 4, orientation)).toBe(0);
      expect(indexForKey(previous, 0, 4, orientation)).toBe(3);
      expect(indexForKey('Home', 2, 4, orientation)).toBe(0);
      expect(indexForKey('End', 1, 4, orientation)).toBe(3);
      for (const key of [...ignored, 'Enter', ' ', 'Tab', 'a']) {
        expect(indexForKey(key, 1, 4, orientation)).toBeUndefined();
      }
    },
  );

  it('has nowhere to go without items', () => {
    expect(indexForKey('End', 0, 0, 'horizontal')).toBeUndefined();
    expect(indexForKey('ArrowRight', 0, 0, 'horizontal')).toBeUndefined();
  });
});
