import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether an element has come into (or near) the viewport, once.
 * - 'pending': before the first effect (and in the prerendered HTML), or while disabled
 * - 'unsupported': the browser has no IntersectionObserver
 * - 'waiting': observed, not reached yet
 * - 'reached': it has been in view; it stays so
 */
export type ScrollState = 'pending' | 'unsupported' | 'waiting' | 'reached';

export function useScrolledInto(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit,
  enabled = true,
): ScrollState {
  const [state, setState] = useState<ScrollState>('pending');
  const {rootMargin, threshold} = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      return undefined;
    }
    if (!('IntersectionObserver' in window)) {
      setState('unsupported');
      return undefined;
    }
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('reached');
          observer.disconnect();
        }
      },
      {rootMargin, threshold},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, threshold]);

  return state;
}
