/**
 * Moving through a row or column of items with the keyboard, as the WAI-ARIA patterns for tabs,
 * accordions and carousels describe: arrow keys step with wrap-around at both ends, Home and End
 * jump to the first and last item. Pure, so every widget steps the same way.
 */

/** Which arrow keys step through the items. */
export type RovingOrientation = 'horizontal' | 'vertical';

/** `index` brought into 0…count-1, wrapping at both ends (-1 is the last item). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The index `delta` steps from `current`, wrapping at both ends. */
export function nextIndex(current: number, count: number, delta: number): number {
  return wrapIndex(current + delta, count);
}

const steps: Record<RovingOrientation, Readonly<Record<string, number>>> = {
  horizontal: {ArrowLeft: -1, ArrowRight: 1},
  vertical: {ArrowUp: -1, ArrowDown: 1},
};

/**
 * The index a key press moves to from `current`, or undefined when the key is not a navigation
 * key for this orientation (the event is then left to the browser).
 */
export function indexForKey(
  key: string,
  current: number,
  count: number,
  orientation: RovingOrientation,
): number | undefined {
  if (count === 0) {
    return undefined;
  }
  if (key === 'Home') {
    return 0;
  }
  if (key === 'End') {
    return count - 1;
  }
  const delta = steps[orientation][key];
  return delta === undefined ? undefined : nextIndex(current, count, delta);
}
