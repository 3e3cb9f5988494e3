import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { type AddressFormInput, type AddressFormOutput, addressFormSchema, emptyAddressForm } from '../domain/address-form';
import { type AddressCountries, WithAddressCountries } from './address-countries';
import { BillingAddress } from './billing-address';
import { checkoutDraft } from './checkout-draft';
import { useCustomerAccount } from './customer-account';
import { useBillingAddress } from './use-billing-address';
import { isPickupMethod } from '../../pickup-points/domain';
import { PaymentMethods } from './payment-methods';
import { type PlaceOrderInput, usePlaceOrder } from './place-order';
import { useSetPaymentMethod } from './set-payment-method';
import { useCartRef } from '../../cart/web/cart-scope';
import { useAgeVerificationConfig } from '../../age-verification/web';
import { AGE_VERIFYING_MESSAGE } from '../../age-verification/domain';
import { stepHash } from './checkout-steps';
import { OrderChecksBlock } from './order-checks';
import type { CardFormHandle } from '../../payment/web/card-form';
import { hasSubscriptionLine } from '../../payment/web/subscription-lines';
import type { ApmFormHandle } from '../../payment/web/apm-form';
import { fetchHostedPage, useHostedPageConfig } from '../../payment/web/use-hosted-page';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import { type CheckOverrides, useOrderChecks } from './use-order-checks';
import { usePaymentConfig } from '../../payment/web/payment-config';
import { useElectronicInvoice } from '../../payment/web/use-electronic-invoice';

/** The age verification step (spec 001 §2): loaded only for shoppers who must verify. */
const AgeVerificationStep = lazy(() => import('../../age-verification/web/age-verification-step'));

/** The card form (spec 002 §5): loaded only when 'Credit / Debit Card' is chosen. */
const CardFormBlock = lazy(() => import('../../payment/web/card-form'));
// Spec 002 §2: the alternative payment's block, loaded only when that method is chosen.
const ApmFormBlock = lazy(() => import('../../payment/web/apm-form'));
const HostedPaymentFrame = lazy(() => import('../../payment/web/hosted-payment-frame'));
/** Spec 002 §2: the alternative payment's button. */
export const PAY_AND_PLACE_ORDER = 'Pay and place order';

/** The Mexican electronic invoice form (spec 002 §3, §5 check 5): loaded only in stores that offer it. */
const ElectronicInvoiceForm = lazy(() => import('../../payment/web/electronic-invoice'));

export const CHALLENGE_PASSED = 'Your bank has confirmed the payment. Place your order to finish.';

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
  const email = isGuest ? (checkoutDraft.read().email ?? details.extension_attributes?.email ?? undefined) : undefined;
  const [method, setMethod] = useState<string | null>(details.extension_attributes?.selected_payment_method ?? null);
  const account = useCustomerAccount(!isGuest);
  const savedAddresses = (account.data?.addresses ?? []).filter((a) => countries.list.some((c) => c.id === a.country_id));
  const shippingAddress = details.extension_attributes?.shipping_address;
  // Spec 001 §4: no 'same as shipping' for a virtual basket (the shop sells none) or the pickup-point method.
  // Nor when the order goes to a gift registry: the delivery address is the registrant's, not the payer's.
  const sameAllowed =
    !isPickupMethod(details.extension_attributes?.shipping_carrier_code, details.extension_attributes?.shipping_method_code) && !details.extension_attributes?.gift_registry_id;
  const billingForm = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema(countries.list)),
    mode: 'onTouched',
    defaultValues: emptyAddressForm(countries.defaultId),
  });
  const billing = useBillingAddress({ form: billingForm, shippingAddress, billingOnCart: details.extension_attributes?.billing_address, sameAllowed, savedAddresses, isGuest });
  // The card's country rules (types, CPF, instalments) follow the billing address.
  const typedBillingCountry = useWatch({ control: billingForm.control, name: 'country_id' });
  const billingCountry =
    billing.state.kind === 'chosen' ? billing.state.address.country_id : billing.state.kind === 'same' ? shippingAddress?.country_id : typedBillingCountry || shippingAddress?.country_id;
  const invoice = useElectronicInvoice(usePaymentConfig().data?.edicomEnabled === true);
  const setPaymentMethod = useSetPaymentMethod();
  const placeOrder = usePlaceOrder();
  const navigate = useNavigate();
  // Spec 001 §2, 002 §5 check 4: shoppers who must verify their age do so here before the order; the
  // server holds the same gate whatever this page does.
  const cartRef = useCartRef();
  const age = useAgeVerificationConfig(cartRef.path);
  const [ageVerifiedNow, setAgeVerifiedNow] = useState(false);
  // Once shown, the step stays until it is done (its success message shows after the server says verified).
  const [ageShown, setAgeShown] = useState(false);
  if (age.data?.isVerificationRequired && !ageShown) setAgeShown(true);
  const ageRequired = age.isPending || age.data?.isVerificationRequired === true;
  const ageBlocked = ageRequired && !ageVerifiedNow;
  // Spec 002 §5: the browser's share of the place-order checks, run before payment-information.
  const checks = useOrderChecks({ details, isGuest, email, ageBlocked, onAnswerChange: () => oneStep?.onValidated(null), invoiceFacts: invoice.facts });
  const latestSubmit = useRef<(overrides?: CheckOverrides) => Promise<void>>(async () => {});
  // A ref, not state: a double click arrives before React re-renders the disabled button.
  const sending = useRef(false);
  const cardForm = useRef<CardFormHandle>(null);
  const apmForm = useRef<ApmFormHandle>(null);
  // A store that takes cards on the gateway's hosted page: no card form; after the order, the page in a frame.
  const hostedConfig = useHostedPageConfig();
  const hostedCard = hostedConfig.data?.enabled === true;
  const [hostedPage, setHostedPage] = useState<{ url: string; title: string } | null>(null);
  const [hostedError, setHostedError] = useState<unknown>(null);
  // Back from a passed 3-D Secure challenge: the order is placed with that payment (`?threeds=<order code>`).
  const [challenge, setChallenge] = useState(() => {
    const code = new URLSearchParams(window.location.search).get('threeds');
    return code && /^C\d+-\d+-\d+$/.test(code) ? code : null;
  });

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
    // Then the place-order checks in their order; the first failure stops here (spec 002 §5).
    const consents = checks.run(overrides);
    if (!consents) {
      sending.current = false;
      return;
    }
    // A card is checked and encrypted here; only the blob, the type and the last four digits are sent.
    let additionalData: Record<string, unknown> | undefined;
    if (method === WORLDPAY_CC && hostedCard) additionalData = undefined;
    else if (method === WORLDPAY_CC && challenge) additionalData = { threeds_order_code: challenge };
    else if (method === WORLDPAY_CC) {
      const card = await cardForm.current?.collect().catch(() => null);
      if (!card) {
        sending.current = false;
        return;
      }
      additionalData = { ...card };
    } else if (method === WORLDPAY_APM) {
      const apm = apmForm.current?.collect() ?? null;
      if (!apm) {
        sending.current = false;
        return;
      }
      additionalData = { ...apm };
    }
    // Check 5's form goes to the basket just before the order (the server checks it again).
    if (!(await invoice.save(cartRef.path))) {
      sending.current = false;
      return;
    }
    if (invoice.enabled && invoice.receive) additionalData = { ...additionalData, edicomEnabled: true };
    const hosted = method === WORLDPAY_CC && hostedCard;
    const order = { method, billingAddress: billingAddress.address, email, consents, subscribeNewsletter: checks.subscribeNewsletter, additionalData, hosted };
    if (onValidated) {
      sending.current = false;
      onValidated(order);
      return;
    }
    placeOrder.mutate(order, {
      onSuccess: () => {
        if (!hosted) return;
        fetchHostedPage(guestCartId.get() ?? 'mine', method).then(setHostedPage, setHostedError);
      },
      onError: () => {
        sending.current = false;
        // A challenged payment is tried once: after a failure the shopper enters a card again.
        setChallenge(null);
      },
    });
  };

  latestSubmit.current = submit;

  const busy = placeOrder.isPending || placeOrder.isSuccess;
  return (
    <div className="payment-step">
      {(ageShown || age.data?.isVerificationRequired) && age.data && cartRef.path && (
        <Suspense fallback={<p role="status">{AGE_VERIFYING_MESSAGE}</p>}>
          <AgeVerificationStep
            cartPath={cartRef.path}
            config={age.data}
            onVerified={() => {
              setAgeVerifiedNow(true);
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
      <PaymentMethods methods={details.payment_methods} selected={method} onSelect={choose} disabled={busy} />
      <ErrorMessage error={setPaymentMethod.error} />
      {method === WORLDPAY_CC && challenge && <p role="status">{CHALLENGE_PASSED}</p>}
      {method === WORLDPAY_CC && !challenge && !hostedCard && !hostedConfig.isPending && (
        <Suspense fallback={<p role="status">Loading the card form…</p>}>
          <CardFormBlock ref={cardForm} countryId={billingCountry ?? null} disabled={busy} isCustomer={!isGuest} subscription={hasSubscriptionLine(details.totals.items)} />
        </Suspense>
      )}
      {method && invoice.enabled && (
        <Suspense fallback={null}>
          <ElectronicInvoiceForm invoice={invoice} disabled={busy} onAnswerChange={checks.answerChanged} />
        </Suspense>
      )}
      {method === WORLDPAY_APM && (
        <Suspense fallback={<p role="status">Loading the payment options…</p>}>
          <ApmFormBlock ref={apmForm} countryId={billing.state.kind === 'chosen' ? billing.state.address.country_id : (shippingAddress?.country_id ?? null)} disabled={busy} />
        </Suspense>
      )}
      {method && <OrderChecksBlock checks={checks} disabled={busy} onConsentGiven={() => void latestSubmit.current({ productConsent: true })} />}
      <BillingAddress
        billing={billing}
        form={billingForm}
        shippingAddress={shippingAddress}
        sameAllowed={sameAllowed}
        savedAddresses={savedAddresses}
        isGuest={isGuest}
        countries={countries.list}
      />
      <ErrorMessage error={placeOrder.error} />
      <ErrorMessage error={hostedError} />
      {hostedPage && (
        <Suspense fallback={<p role="status">Loading the secure payment page…</p>}>
          <HostedPaymentFrame url={hostedPage.url} title={hostedPage.title} />
        </Suspense>
      )}
      <div className="actions step-actions">
        <Button onClick={() => void submit()} disabled={!method || busy || setPaymentMethod.isPending || billing.saving || ageBlocked || checks.loading}>
          {oneStep ? 'Validate payment' : method === WORLDPAY_APM ? PAY_AND_PLACE_ORDER : 'Place Order'}
        </Button>
      </div>
    </div>
  );
}
