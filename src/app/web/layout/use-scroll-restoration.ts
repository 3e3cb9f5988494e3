import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was left (its scroll offset), by the entry's key, for this page load. */
const leftAt = new Map<string, number>();

/**
 * Scrolls as a full page load would: a new page starts at its top, or at the element its hash names, and
 * Back or Forward return to where that entry was left once it has drawn. The browser's own restoration
 * is off while the app runs (it would scroll before the page has drawn), and back on when the page is left,
 * so that a reload still comes back where it was.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  currentKey.current = location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => leftAt.set(currentKey.current, window.scrollY);
    const handBack = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', handBack);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', handBack);
      handBack();
    };
  }, []);

  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new history entry is the trigger; the hash and how it was reached are read as they are then.
  useLayoutEffect(() => {
    // The first page of a load is where the browser put it.
    if (first.current) {
      first.current = false;
      return;
    }
    // A change within the page (a filter ticked on a category page) leaves the shopper where they are.
    if (navigationType !== 'POP' && (location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    const saved = navigationType === 'POP' ? leftAt.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
