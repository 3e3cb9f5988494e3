import { useCallback, useEffect, useRef, useState } from 'react';
import { FINDER } from '../domain';

export interface Notice {
  text: string;
  fading: boolean;
}

/** A message shown for 3 s, then faded out over 0.5 s (spec 001 §9). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    setNotice(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clear();
      setNotice({ text, fading: false });
      timers.current = [
        setTimeout(() => setNotice((n) => (n ? { ...n, fading: true } : n)), FINDER.notificationMs),
        setTimeout(() => setNotice(null), FINDER.notificationMs + FINDER.notificationFadeMs),
      ];
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return { notice, show, clear };
}
