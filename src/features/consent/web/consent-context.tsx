import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type ConsentChoice, consentCookie, consentFromCookies } from '../domain';

interface ConsentState {
  /** The shopper's choice, or null until they make one. */
  choice: ConsentChoice | null;
  /** The banner is open: no choice yet, or the footer's 'Cookie settings' asked for it again. */
  asking: boolean;
  /** The choice just made, for the banner's confirmation; null once hidden. */
  confirmed: ConsentChoice | null;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
  hideConfirmation: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

const storedChoice = () => (typeof document === 'undefined' ? null : consentFromCookies(document.cookie));

/** The cookie choice for the whole page: the banner and the footer's settings button share it. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState(storedChoice);
  const [reopened, setReopened] = useState(false);
  const [confirmed, setConfirmed] = useState<ConsentChoice | null>(null);
  const choose = useCallback((next: ConsentChoice) => {
    document.cookie = consentCookie(next, window.location.protocol === 'https:');
    setChoice(next);
    setReopened(false);
    setConfirmed(next);
  }, []);
  const reopen = useCallback(() => {
    setConfirmed(null);
    setReopened(true);
  }, []);
  const hideConfirmation = useCallback(() => setConfirmed(null), []);
  const value = useMemo(
    () => ({ choice, asking: choice === null || reopened, confirmed, choose, reopen, hideConfirmation }),
    [choice, reopened, confirmed, choose, reopen, hideConfirmation],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent needs the ConsentProvider (src/app/web/layout/app-shell.tsx).');
  return state;
}

/** Whether analytics may receive anything: only after the shopper accepted (read at the moment of sending). */
export function hasAnalyticsConsent(): boolean {
  return storedChoice() === 'accepted';
}
