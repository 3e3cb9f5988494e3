import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageCodeAhead } from '../../../shared/web/page-code';
import { paths } from '../../../shared/web/routes';
import { loginRedirect } from '../../customers/web';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { type BasketData, hasDeviceTrialProducts } from './basket-data';

/** Why checkout is not open yet; null when it is (spec 000 §4 "Subscription state of the basket"). */
function checkoutBlocked(data: BasketData, checking: boolean): boolean {
  return checking || Boolean(data.subscription_message) || data.invalid_basket.show || data.min_limit_validation || data.max_limit_validation;
}

/**
 * Proceed to Checkout: disabled while the basket is being checked or out of range. A guest where the
 * store wants an account keeps the checkout address in the login-redirect cookie and goes to log in.
 */
export function ProceedToCheckout({ data, checking, isCustomer }: { data: BasketData; checking: boolean; isCustomer: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loadCodeAhead = usePageCodeAhead();
  // Pointing at the button, or tabbing to it, is the shopper on the way: the checkout's code starts then.
  const onTheWay = () => loadCodeAhead(paths.checkout);
  const go = () => {
    if (!isCustomer && !data.isGuestCheckoutAllowed) {
      loginRedirect.set(paths.checkout);
      navigate(paths.login);
      return;
    }
    navigate(paths.checkout);
  };
  return (
    <Button
      className="button-block"
      disabled={checkoutBlocked(data, checking)}
      aria-busy={checking || undefined}
      onPointerEnter={onTheWay}
      onPointerDown={onTheWay}
      onFocus={onTheWay}
      onClick={go}
    >
      {t('basket.proceedToCheckout')}
    </Button>
  );
}

/** Clear Shopping Cart: with a device trial in the basket, a confirmation first. */
export function ClearBasket({ data, busy, onClear }: { data: BasketData; busy: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const start = async () => {
    if (busy || asking) return;
    if (!data.device_trial.enabled) return onClear();
    setAsking(true);
    try {
      if (await hasDeviceTrialProducts(guestCartId.get())) setConfirming(true);
      else onClear();
    } catch {
      // Not knowing is no reason to skip the safeguard.
      setConfirming(true);
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      {/* Not disabled while asking: the confirmation gives focus back to this button. */}
      <Button variant="secondary" aria-disabled={busy || asking || undefined} onClick={() => void start()}>
        {t('basket.clear')}
      </Button>
      {confirming && (
        <Dialog
          title={t('basket.clearTrialTitle')}
          confirmLabel={t('basket.clear')}
          cancelLabel={t('basket.keepBasket')}
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('basket.clearTrialText')}</p>
        </Dialog>
      )}
    </>
  );
}
