import { useSyncExternalStore } from 'react';

/** Spec 002 §2: the summary starts collapsed on phones and open on wider screens. */
const SUMMARY_OPEN_FROM_PX = 768;
const STORAGE_KEY = 'checkout.summaryOpen';

const listeners = new Set<() => void>();

/**
 * Whether the shopper has opened or closed 'Your Order' in this tab: kept in sessionStorage, outside any
 * component, so a step change (or the summary drawing again) keeps the shopper's choice. Null until the
 * shopper has chosen: the screen's width decides.
 */
function readChoice(): boolean | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}

let choice: boolean | null = typeof window === 'undefined' ? null : readChoice();

function wideQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${SUMMARY_OPEN_FROM_PX}px)`) : null;
}

function wideScreen(): boolean {
  return wideQuery()?.matches ?? false;
}

export function setSummaryOpen(open: boolean): void {
  choice = open;
  try {
    sessionStorage.setItem(STORAGE_KEY, open ? '1' : '0');
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** Forgets the shopper's choice once an order is placed: the next checkout starts afresh. */
export function resetSummaryOpen(): void {
  choice = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

// Until the shopper chooses, turning a tablet or resizing the window across 768 px opens or closes it.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = wideQuery();
  query?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', listener);
  };
}

export function useSummaryOpen(): [open: boolean, setOpen: (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => choice ?? wideScreen(),
    () => false,
  );
  return [open, setSummaryOpen];
}
