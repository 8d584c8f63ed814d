/**
 * Marks <html data-scrolled> once the page is scrolled more than 10 px, so CSS can turn the
 * header opaque over a hero (spec: threshold 10 px). A client module rather than a Navbar
 * swizzle: it needs no markup, only a passive scroll listener. Nothing is read while the site's
 * script starts: reading the scroll position then made the browser lay the whole page out inside
 * that long task; a page the browser opens scrolled (a reload) gets a scroll event, and every
 * route, the first included, is checked once it has rendered.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const scrollThresholdPx = 10;

export function syncScrolledAttribute(root: HTMLElement, scrollY: number): void {
  root.toggleAttribute('data-scrolled', scrollY > scrollThresholdPx);
}

if (ExecutionEnvironment.canUseDOM) {
  const sync = () => syncScrolledAttribute(document.documentElement, window.scrollY);
  window.addEventListener('scroll', sync, {passive: true});
}

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) {
    syncScrolledAttribute(document.documentElement, window.scrollY);
  }
}
