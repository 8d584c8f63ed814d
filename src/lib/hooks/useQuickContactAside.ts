import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {coversQuickContactSelector, opensKeyboard} from '../quickContactAside';

/**
 * Whether the quick-contact bar should step aside: while a field that brings up the on-screen
 * keyboard has the focus, or while a block it would duplicate (the quote form) is on screen.
 */
export function useQuickContactAside(): boolean {
  const {pathname} = useLocation();
  const [typing, setTyping] = useState(false);
  const [covered, setCovered] = useState(false);

  useEffect(() => {
    const update = () => setTyping(opensKeyboard(document.activeElement));
    // While focus moves, activeElement is the body for a moment: look once it has landed.
    const afterFocusOut = () => setTimeout(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', afterFocusOut);
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', afterFocusOut);
    };
  }, []);

  useEffect(() => {
    const blocks = Array.from(document.querySelectorAll(coversQuickContactSelector));
    setCovered(false);
    if (blocks.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      setCovered(inView.size > 0);
    });
    blocks.forEach((block) => observer.observe(block));
    return () => observer.disconnect();
  }, [pathname]);

  return typing || covered;
}
