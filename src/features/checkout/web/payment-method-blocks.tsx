import { lazy, type ReactNode, Suspense } from 'react';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { WORLDPAY_APM, WORLDPAY_CC } from '../../payment/domain';
import type { MethodPayment } from './use-method-payment';

/** The card form (spec 002 §5): loaded only when 'Credit / Debit Card' is chosen. */
const CardFormBlock = lazy(() => import('../../payment/web/card-form'));
/** Spec 002 §2: the alternative payment's block, loaded only when that method is chosen. */
const ApmFormBlock = lazy(() => import('../../payment/web/apm-form'));
const HostedPaymentFrame = lazy(() => import('../../payment/web/hosted-payment-frame'));
/** The Mexican electronic invoice form (spec 002 §3, §5 check 5): loaded only in stores that offer it. */
const ElectronicInvoiceForm = lazy(() => import('../../payment/web/electronic-invoice'));

export const CHALLENGE_PASSED = 'Your bank has confirmed the payment. Place your order to finish.';

interface MethodBlocksProps {
  method: string | null;
  payment: MethodPayment;
  /** The billing address's country: the card's types, CPF and instalments, the alternative types. */
  billingCountry: string | null;
  isCustomer: boolean;
  subscription: boolean;
  disabled: boolean;
  onInvoiceChange: () => void;
  /** displayBillingOnPaymentMethod (spec 001 §3): the billing address inside the chosen method's block. */
  billing?: ReactNode;
}

/** The chosen method's own fields, under the method list. */
export function MethodBlocks({ method, payment, billingCountry, isCustomer, subscription, disabled, onInvoiceChange, billing }: MethodBlocksProps) {
  return (
    <>
      {payment.challengeNotPassed && <Message kind="error">{payment.challengeNotPassed}</Message>}
      {method === WORLDPAY_CC && payment.challenge && <p role="status">{CHALLENGE_PASSED}</p>}
      {payment.showCardForm && (
        <Suspense fallback={<p role="status">Loading the card form…</p>}>
          <CardFormBlock ref={payment.cardForm} countryId={billingCountry} disabled={disabled} isCustomer={isCustomer} subscription={subscription} />
        </Suspense>
      )}
      {method && payment.invoice.enabled && (
        <Suspense fallback={null}>
          <ElectronicInvoiceForm invoice={payment.invoice} disabled={disabled} onAnswerChange={onInvoiceChange} />
        </Suspense>
      )}
      {method && payment.registered?.Block && (
        <Suspense fallback={<p role="status">{payment.registered.loadingText ?? 'Loading…'}</p>}>
          <payment.registered.Block ref={payment.registeredBlock} code={method} billingCountry={billingCountry} isCustomer={isCustomer} subscription={subscription} disabled={disabled} />
        </Suspense>
      )}
      {method === WORLDPAY_APM && (
        <Suspense fallback={<p role="status">Loading the payment options…</p>}>
          <ApmFormBlock ref={payment.apmForm} countryId={billingCountry} disabled={disabled} />
        </Suspense>
      )}
      {billing && <div className="payment-method-billing">{billing}</div>}
    </>
  );
}

/** After a hosted card's order: the gateway's page in its frame (or why it could not open). */
export function HostedPaymentBlock({ payment }: { payment: MethodPayment }) {
  return (
    <>
      <ErrorMessage error={payment.hostedError} />
      {payment.hostedPage && (
        <Suspense fallback={<p role="status">Loading the secure payment page…</p>}>
          <HostedPaymentFrame url={payment.hostedPage.url} title={payment.hostedPage.title} />
        </Suspense>
      )}
    </>
  );
}
