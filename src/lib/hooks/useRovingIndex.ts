import {useCallback, useRef, type KeyboardEvent} from 'react';
import {indexForKey, type RovingOrientation} from '@site/src/lib/rovingIndex';

export type RovingIndex<E extends HTMLElement> = {
  /** Ref callback for the item at `index`, so a key press can move focus to another item. */
  readonly itemRef: (index: number) => (element: E | null) => void;
  /**
   * Handles a key pressed while the item at `current` is active. For a navigation key it
   * prevents the browser's default (scrolling), moves focus to the target item unless
   * `focus` is false, and returns the target index; for any other key it returns undefined.
   */
  readonly onKeyDown: (
    event: KeyboardEvent,
    current: number,
    options?: {readonly focus?: boolean},
  ) => number | undefined;
};

/** Keyboard stepping through `count` items (arrow keys with wrap-around, Home, End), with focus. */
export function useRovingIndex<E extends HTMLElement = HTMLButtonElement>(
  count: number,
  orientation: RovingOrientation,
): RovingIndex<E> {
  const items = useRef<(E | null)[]>([]);

  const itemRef = useCallback(
    (index: number) => (element: E | null) => {
      items.current[index] = element;
    },
    [],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent, current: number, {focus = true}: {readonly focus?: boolean} = {}) => {
      // Alt+Arrow and the like belong to the browser (history, text selection).
      if (event.altKey || event.ctrlKey || event.metaKey) {
        return undefined;
      }
      const target = indexForKey(event.key, current, count, orientation);
      if (target !== undefined) {
        event.preventDefault();
        if (focus) {
          items.current[target]?.focus();
        }
      }
      return target;
    },
    [count, orientation],
  );

  return {itemRef, onKeyDown};
}
