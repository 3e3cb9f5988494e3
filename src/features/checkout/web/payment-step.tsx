import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type AddressCountries, WithAddressCountries } from './address-countries';
import { BillingAddress } from './billing-address';
import { checkoutDraft } from './checkout-draft';
import { isPickupMethod } from '../../pickup-points/domain';
import { PaymentMethods } from './payment-methods';
import { useMethodsUsableHere } from './use-usable-methods';
import { type PlaceOrderInput, usePlaceOrder } from './place-order';
import { useSetPaymentMethod } from './set-payment-method';
import { useCartRef } from '../../cart/web';

import { checkoutSteps, stepHash } from './checkout-steps';
import { OrderChecksBlock } from './order-checks';
import { OrderPickupPopup, useSavedPickupCheck } from './order-pickup-popup';
import { hasSubscriptionLine } from '../../payment/web';
import { useAgeStep } from './use-age-step';
import { useMethodPayment } from './use-method-payment';
import { MethodBlocks } from './payment-method-blocks';
import { PaymentSummary } from './payment-summary';
import { PlaceOrderCaptchaField, usePlaceOrderCaptcha } from './place-order-captcha';
import { type CheckOverrides, useOrderChecks } from './use-order-checks';
import { usePaymentBilling } from './use-payment-billing';

/** The age verification step (spec 001 §2): loaded only for shoppers who must verify. */
const AgeVerificationStep = lazy(() => import('../../age-verification/web/age-verification-step'));

/** The one-step layout: the payment is validated here and placed by the page's fixed Place Order button. */
export interface OneStepPayment {
  /** The order ready to place, or null once a change needs validating again. */
  onValidated: (order: PlaceOrderInput | null) => void;
}

interface PaymentStepProps {
  details: PaymentDetails;
  isGuest: boolean;
  oneStep?: OneStepPayment;
}

/** 'Review & Payments': pick a method, confirm the billing address, place the order. */
export function PaymentStep(props: PaymentStepProps) {
  return <WithAddressCountries>{(countries) => <PaymentForm {...props} countries={countries} />}</WithAddressCountries>;
}

function PaymentForm({ details, isGuest, oneStep, countries }: PaymentStepProps & { countries: AddressCountries }) {
  const { t } = useTranslation();
  const email = isGuest ? (checkoutDraft.read().email ?? details.extension_attributes?.email ?? undefined) : undefined;
  const [method, setMethod] = useState<string | null>(details.extension_attributes?.selected_payment_method ?? null);
  const paymentBilling = usePaymentBilling(details, isGuest, countries);
  const { billing, shippingAddress } = paymentBilling;
  const payment = useMethodPayment(method);
  const usableMethods = useMethodsUsableHere(details.payment_methods);
  const setPaymentMethod = useSetPaymentMethod();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  const cartRef = useCartRef();
  const age = useAgeStep(cartRef.path);
  // The steps this visit registered: the age step stays registered until the order (it shows its success).
  const steps = useMemo(
    () =>
      checkoutSteps({ mustVerifyAge: age.visible })
        .list()
        .map((step) => step.code),
    [age.visible],
  );
  // Spec 002 §5: the browser's share of the place-order checks, run before payment-information.
  const captcha = usePlaceOrderCaptcha();
  // One-step layout: a new challenge or answer needs the payment validated again before Place Order.
  const captchaKey = `${captcha.challenge?.id ?? ''}:${captcha.answer}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: captchaKey is a trigger: a new challenge or answer needs the payment validated again.
  useEffect(() => oneStep?.onValidated(null), [captchaKey, oneStep?.onValidated]);
  const checks = useOrderChecks({
    details,
    isGuest,
    email,
    ageBlocked: age.blocked,
    onAnswerChange: () => oneStep?.onValidated(null),
    invoiceFacts: payment.invoice.facts,
  });
  const savedPickup = useSavedPickupCheck();
  const latestSubmit = useRef<(overrides?: CheckOverrides) => Promise<void>>(async () => {});
  // A ref, not state: a double click arrives before React re-renders the disabled button.
  const sending = useRef(false);

  const { mutate: savePaymentMethod } = setPaymentMethod;
  const onValidated = oneStep?.onValidated;
  // The latest billing controller, for the method change below (a re-render must not re-run it).
  const billingNow = useRef(billing);
  billingNow.current = billing;
  const choose = useCallback(
    (code: string | null) => {
      setMethod(code);
      onValidated?.(null);
      // Spec 001 §4: once the new method is saved, the billing address is re-resolved and sent again.
      if (code) savePaymentMethod({ method: code, email }, { onSuccess: () => billingNow.current.resolve() });
    },
    [savePaymentMethod, email, onValidated],
  );

  const submit = async (overrides: CheckOverrides = {}) => {
    if (sending.current || !method) return;
    sending.current = true;
    // Billing form validation runs and blocks when invalid (spec 001 §5).
    const billingAddress = await billing.pendingAddress();
    if (!billingAddress.ok) {
      sending.current = false;
      return;
    }
    // Then the place-order checks in their order; the first failure stops here (spec 002 §5). Check 7
    // asks the cart for its pickup point first when the pickup method is chosen.
    const carrierCode = details.extension_attributes?.shipping_carrier_code;
    const methodCode = details.extension_attributes?.shipping_method_code;
    const deliveryPoint = isPickupMethod(carrierCode, methodCode) ? { carrierCode, methodCode, hasPickup: await savedPickup() } : null;
    const consents = checks.run(overrides, { deliveryPoint, billingAddress: billingAddress.address });
    if (!consents) {
      sending.current = false;
      return;
    }
    // The method's own form (card, alternative payment, invoice) is checked last.
    const additionalData = await payment.collect(cartRef.path);
    if (additionalData === false) {
      sending.current = false;
      return;
    }
    // Spec 002 §7: after repeated card refusals, the captcha's answer goes with the order.
    const captchaAnswer = captcha.collect();
    if (captchaAnswer === false) {
      sending.current = false;
      return;
    }
    const afterOrder = () => payment.afterOrder(additionalData);
    const order = {
      method: payment.placedWith(method, additionalData),
      billingAddress: billingAddress.address,
      email,
      consents,
      subscribeNewsletter: checks.subscribeNewsletter,
      additionalData,
      afterOrder,
      steps,
      captcha: captchaAnswer,
    };
    if (onValidated) {
      sending.current = false;
      onValidated(order);
      return;
    }
    placeOrder.mutate(order, {
      onError: () => {
        sending.current = false;
        payment.orderFailed();
      },
    });
  };

  latestSubmit.current = submit;

  const busy = placeOrder.isPending || placeOrder.isSuccess;
  const billingBlock = <BillingAddress {...paymentBilling.blockProps} />;
  return (
    <div className="payment-step">
      {age.visible && age.config && cartRef.path && (
        <Suspense fallback={<p role="status">{t('ageVerification.verifying')}</p>}>
          <AgeVerificationStep
            cartPath={cartRef.path}
            config={age.config}
            onAnswered={age.markAnswered}
            onVerified={() => {
              age.markVerified();
              // When the step hides with the focus in it, the shopper goes on at the payment methods.
              requestAnimationFrame(() => {
                if (document.activeElement && document.activeElement !== document.body) return;
                const heading = document.getElementById('payment-methods-title');
                heading?.setAttribute('tabindex', '-1');
                heading?.focus();
              });
            }}
            // Called once the step has just verified the shopper, before this page re-renders.
            onPlaceOrder={() => void latestSubmit.current({ ageVerified: true })}
            onBackToShipping={() => void navigate({ hash: stepHash('shipping') })}
          />
        </Suspense>
      )}
      <PaymentMethods methods={usableMethods} selected={method} onSelect={choose} disabled={busy || age.checking} />
      <ErrorMessage error={setPaymentMethod.error} />
      <MethodBlocks
        method={method}
        payment={payment}
        billingCountry={paymentBilling.country}
        isCustomer={!isGuest}
        subscription={hasSubscriptionLine(details.totals.items)}
        grandTotal={details.totals.grand_total}
        disabled={busy}
        onInvoiceChange={checks.answerChanged}
        billing={paymentBilling.onMethod && method ? billingBlock : null}
      />
      {method && <OrderChecksBlock checks={checks} disabled={busy} onConsentGiven={() => void latestSubmit.current({ productConsent: true })} />}
      {!paymentBilling.onMethod && billingBlock}
      <ErrorMessage error={placeOrder.error} />
      {checks.pickup.asked && <OrderPickupPopup address={shippingAddress} onClose={checks.pickup.close} onChosen={checks.pickup.chosen} />}
      <PlaceOrderCaptchaField captcha={captcha} disabled={busy} />
      <PaymentSummary totals={details.totals} />
      <div className="actions step-actions">
        <Button
          onClick={() => void submit()}
          disabled={!method || !payment.ready || busy || setPaymentMethod.isPending || billing.saving || age.blocked || checks.loading}
        >
          {oneStep ? t('checkout.payment.validate') : t(payment.plugin?.placeOrderLabel ?? 'checkout.payment.placeOrder')}
        </Button>
      </div>
    </div>
  );
}
