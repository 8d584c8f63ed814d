import {useEffect, useRef, type RefObject} from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `open`, the page outside `region` is inert, as around a modal: the keyboard cannot reach
 * what the region covers, nor can a screen reader read it. Focus moves to the region's first
 * focusable element, Escape calls `close`, and when the region closes on the same page, focus
 * goes back to where it was (the button that opened it); after a link in it, the new page's
 * focus is left alone. Elements with role="presentation" (a backdrop) stay live, so a tap on
 * them still closes the region.
 */
export function useInertOutside(
  region: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    const element = region.current;
    if (!open || !element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const page = window.location.href;
    const madeInert: Element[] = [];
    for (
      let node: Element = element;
      node.parentElement && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (
          sibling !== node &&
          !sibling.hasAttribute('inert') &&
          sibling.getAttribute('role') !== 'presentation' &&
          !['SCRIPT', 'STYLE', 'LINK', 'META'].includes(sibling.tagName)
        ) {
          sibling.setAttribute('inert', '');
          madeInert.push(sibling);
        }
      }
    }
    // A region that slides in is not focusable until its transition has begun: try each frame.
    let frame = 0;
    const focusInside = (tries: number) => {
      element.querySelector<HTMLElement>(focusable)?.focus();
      if (!element.contains(document.activeElement) && tries > 0) {
        frame = requestAnimationFrame(() => focusInside(tries - 1));
      }
    };
    focusInside(30);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      madeInert.forEach((sibling) => sibling.removeAttribute('inert'));
      if (window.location.href === page) opener?.focus();
    };
  }, [open, region]);
}
