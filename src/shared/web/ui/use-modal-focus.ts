import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/** What Tab can reach inside a modal. */
export const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard contract: focus moves in when it opens (to `initial`) and goes back where it was
 * when it closes, Tab and Shift+Tab wrap inside it, and Escape calls `onEscape`. Returns the modal's
 * keydown handler.
 */
export function useModalFocus(box: RefObject<HTMLElement | null>, initial: () => HTMLElement | null | undefined, onEscape: () => void) {
  // Read when the key is pressed, so the handler always calls the latest callback.
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the modal opens: the focus goes in, and back where it was when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    initial()?.focus();
    return () => before?.focus?.();
  }, []); // once, when the modal opens

  return (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latestOnEscape.current();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const outside = !box.current.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
}
