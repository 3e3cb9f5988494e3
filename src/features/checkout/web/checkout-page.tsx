import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCart } from '../../cart/web';
import { paths } from '../../../shared/web/routes';
import { loginRedirect } from '../../customers/web';
import { useSession } from '../../customers/web';
import { useBasketData } from '../../cart/web';
import { ErrorBoundary } from '../../../shared/web/ui/error-boundary';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { onFirstInteraction } from '../../../shared/web/on-first-interaction';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutSkeleton } from './checkout-skeleton';
import { useCountries } from '../../directory/web';
import { CheckoutBreadcrumbs } from './checkout-breadcrumbs';
import { type StepCode, checkoutSteps, hasShippingMethod, resolveCheckoutRoute, stepHash } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { usePaymentInformation } from './payment-information';
import { ShippingStep } from './shipping-step';
import { useCheckoutConfig } from './checkout-config';
import { useCartRef } from '../../cart/web';
import { useAgeVerificationConfig } from '../../age-verification/web';
import { useFinderConfig } from '../../address-finder/web';
import { LazyGiftPopup } from '../../promo-gifts/web';
import { useChooseGiftHash } from './use-choose-gift-hash';
import './checkout.css';

// The payment step's code (the card, APM and invoice rules, the place-order checks) is not needed to
// draw the shipping step a shopper lands on: it downloads once the shopper starts on it (see CheckoutPage). The
// one-step layout shows both steps at once, so its code comes before the page leaves its outline.
const loadPaymentStep = () => import('./payment-step');
const loadOneStepCheckout = () => import('./one-step-checkout');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const OneStepCheckout = lazy(() => loadOneStepCheckout().then((m) => ({ default: m.OneStepCheckout })));

/** A step change is a new "page" for keyboard and screen-reader users: start them at its first heading. */
function useFocusOnStepChange(step: string | null, container: RefObject<HTMLDivElement | null>) {
  const previous = useRef(step);
  useEffect(() => {
    if (step && previous.current && step !== previous.current) {
      window.scrollTo(0, 0);
      const heading = container.current?.querySelector<HTMLElement>('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
    }
    previous.current = step;
  }, [step, container]);
}

/** The one-page checkout: the URL hash says which step is shown (spec 001 §2). */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const hasItems = (cart.data?.items.length ?? 0) > 0;
  const payment = usePaymentInformation(hasItems);
  const countries = useCountries();
  const config = useCheckoutConfig();
  const shippingSaved = payment.data ? hasShippingMethod(payment.data.totals) : payment.isError ? false : undefined;
  // Spec 001 §2: the age verification step is registered only while this shopper must verify.
  const cartRef = useCartRef();
  const age = useAgeVerificationConfig(hasItems ? cartRef.path : null, { readAhead: true });
  const mustVerifyAge = age.data?.isVerificationRequired === true;
  // The store's address finder sits above the street fields: the form waits for whether there is one.
  const finder = useFinderConfig();
  const steps = useMemo(() => checkoutSteps({ mustVerifyAge }), [mustVerifyAge]);
  const giftPopup = useChooseGiftHash(resolveCheckoutRoute(hash, shippingSaved, steps));
  const route = giftPopup.route;
  const step = route.kind === 'step' ? route.step : null;
  const stepContainer = useRef<HTMLDivElement>(null);
  useFocusOnStepChange(payment.data ? step : null, stepContainer);

  // Spec 000 §6: a store for customers only sends a guest to log in, and back here afterwards.
  const basket = useBasketData();
  const guestRefused = session.isSuccess && !session.data.customer && basket.data?.isGuestCheckoutAllowed === false;
  useEffect(() => {
    if (!guestRefused) return;
    loginRedirect.set(paths.checkout);
    void navigate(paths.login, { replace: true });
  }, [guestRefused, navigate]);

  const redirectStep = route.kind === 'redirect' ? route.step : null;
  useEffect(() => {
    if (redirectStep) void navigate({ hash: stepHash(redirectStep) }, { replace: true });
  }, [redirectStep, navigate]);

  // Spec 001 §2: an unknown hash is a real redirect to the not-found page (it answers 404).
  useEffect(() => {
    if (route.kind === 'not-found') window.location.replace(paths.notFound);
  }, [route.kind]);

  // Fetched ahead once the shopper starts on the page (a touch, key or focus), so moving on to payment
  // does not wait for it; a page that is only looked at spends nothing on it.
  const oneStep = config.data?.one_step_layout === true;
  useEffect(() => {
    if (!payment.data) return;
    const load = oneStep ? loadOneStepCheckout : loadPaymentStep;
    return onFirstInteraction(() => void load().catch(() => {})); // the step's own load reports a failure
  }, [payment.data, oneStep]);

  if (route.kind === 'not-found') return <CheckoutSkeleton />;
  // Until the cart and its payment details are known the page keeps its outline (the step needs both).
  // The address form needs the store's countries and finder too, and the progress bar whether there is an
  // age step: the outline stays until they are in (no shift).
  if (
    !session.isSuccess ||
    cart.isPending ||
    guestRefused ||
    (hasItems && (payment.isPending || countries.isPending || config.isPending || age.isLoading || finder.isPending))
  )
    return <CheckoutSkeleton />;
  if (!hasItems) {
    return (
      <div className="page checkout">
        <h1>{t('checkout.title')}</h1>
        <ErrorMessage error={cart.error} />
        <p>{t('basket.empty')}</p>
        <p>
          <Link to={paths.cart}>{t('checkout.returnToBasket')}</Link>
        </p>
      </div>
    );
  }

  const isGuest = !session.data.customer;
  // While a step's code is still on its way the page keeps its outline, as it does for the data (no shift).
  return (
    <Suspense fallback={<CheckoutSkeleton />}>
      <div className="page checkout">
        <CheckoutBreadcrumbs isGuest={isGuest} />
        <h1>{t('checkout.title')}</h1>
        <CheckoutProgress steps={steps.list()} current={progressStep(step, { oneStep, shippingSaved: shippingSaved === true, mustVerifyAge })} />
        <div className="checkout-layout">
          <div className="checkout-main" ref={stepContainer}>
            <ErrorMessage error={payment.error} />
            <ErrorBoundary key={step ?? 'pending'}>
              {(!payment.data || !step) && !payment.error && <Loading />}
              {payment.data && oneStep && <OneStepCheckout details={payment.data} isGuest={isGuest} />}
              {payment.data && !oneStep && step === 'shipping' && <ShippingStep details={payment.data} isGuest={isGuest} />}
              {payment.data && !oneStep && (step === 'payment' || step === 'ageVerification') && <PaymentStep details={payment.data} isGuest={isGuest} />}
            </ErrorBoundary>
          </div>
          <div className="checkout-sidebar">
            <ErrorBoundary>{payment.data && <OrderSummary totals={payment.data.totals} />}</ErrorBoundary>
          </div>
        </div>
        {giftPopup.open && payment.data && <LazyGiftPopup totals={payment.data.totals} onClose={giftPopup.close} reload={giftPopup.reload} />}
      </div>
    </Suspense>
  );
}

/**
 * The step the progress bar marks as current. The age check shows on the payment step's page, so while
 * it is still open (the step is registered only until the shopper is verified) the bar says the shopper
 * is at 'Age Verification', not past it.
 */
function progressStep(step: StepCode | null | undefined, page: { oneStep: boolean; shippingSaved: boolean; mustVerifyAge: boolean }): StepCode {
  if (page.oneStep) return page.shippingSaved ? 'payment' : 'shipping';
  if (step === 'payment' && page.mustVerifyAge) return 'ageVerification';
  return step ?? 'shipping';
}
