import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { hasShippingMethod } from './checkout-steps';
import { PaymentStep } from './payment-step';
import { type PlaceOrderInput, usePlaceOrder } from './place-order';
import { ShippingStep } from './shipping-step';

/**
 * Spec 001 §2 one-step layout: delivery and payment on one screen. The delivery is saved as soon as
 * it is complete, which shows the payment; 'Validate payment' checks the payment, and the fixed
 * Place Order button is enabled only when both are done.
 */
export function OneStepCheckout({ details, isGuest }: { details: PaymentDetails; isGuest: boolean }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<PlaceOrderInput | null>(null);
  const placeOrder = usePlaceOrder();
  const shippingDone = hasShippingMethod(details.totals);
  const ready = shippingDone && order !== null && !placeOrder.isPending && !placeOrder.isSuccess;
  return (
    <div className="one-step">
      <ShippingStep details={details} isGuest={isGuest} oneStep={{ onSaved: () => setOrder(null) }} />
      {shippingDone && (
        <section className="one-step-payment" aria-labelledby="one-step-payment-title">
          <h2 id="one-step-payment-title">{t('checkout.step.payment')}</h2>
          <PaymentStep details={details} isGuest={isGuest} oneStep={{ onValidated: setOrder }} />
        </section>
      )}
      <div className="fixed-place-order">
        <ErrorMessage error={placeOrder.error} />
        <Button onClick={() => order && placeOrder.mutate(order)} disabled={!ready}>
          {t('checkout.payment.placeOrder')}
        </Button>
      </div>
    </div>
  );
}
