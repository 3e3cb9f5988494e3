import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CheckoutRoute, type StepCode, stepHash } from './checkout-steps';

/**
 * Spec 002 §2: #choose-gift opens the promo gift popup over the step the shopper was on (the shipping
 * step when the page opened on it). Closing goes back to that step, replacing the hash; so does the
 * reload after the gifts are added, which would otherwise open the popup again.
 */
export function useChooseGiftHash(route: CheckoutRoute) {
  const navigate = useNavigate();
  const [under, setUnder] = useState<StepCode>('shipping');
  const step = route.kind === 'step' ? route.step : null;
  useEffect(() => {
    if (step) setUnder(step);
  }, [step]);
  const open = route.kind === 'choose-gift';
  return {
    open,
    route: open ? ({ kind: 'step', step: under } satisfies CheckoutRoute) : route,
    close: () => void navigate({ hash: stepHash(under) }, { replace: true }),
    reload: () => {
      history.replaceState(history.state, '', stepHash(under));
      window.location.reload();
    },
  };
}
