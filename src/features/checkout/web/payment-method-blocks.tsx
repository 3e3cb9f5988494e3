import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodPayment } from './use-method-payment';

/** The Mexican electronic invoice form (spec 002 §3, §5 check 5): loaded only in stores that offer it. */
const ElectronicInvoiceForm = lazy(() => import('../../payment/web/electronic-invoice'));

interface MethodBlocksProps {
  method: string | null;
  payment: MethodPayment;
  /** The billing address's country: the card's types, CPF and instalments, the alternative types. */
  billingCountry: string | null;
  isCustomer: boolean;
  subscription: boolean;
  /** The grand total the page shows (a wallet's sheet shows it). */
  grandTotal: number;
  disabled: boolean;
  onInvoiceChange: () => void;
  /** displayBillingOnPaymentMethod (spec 001 §3): the billing address inside the chosen method's block. */
  billing?: ReactNode;
}

/** The chosen method's own block (its plug-in's, loaded when chosen), then the invoice and the billing address. */
export function MethodBlocks({ method, payment, billingCountry, isCustomer, subscription, grandTotal, disabled, onInvoiceChange, billing }: MethodBlocksProps) {
  const { t } = useTranslation();
  const { plugin } = payment;
  return (
    <>
      {method && plugin?.Block && (
        <Suspense fallback={<p role="status">{t(plugin.loadingText ?? 'common.loading')}</p>}>
          <plugin.Block
            ref={payment.blockRef}
            code={method}
            billingCountry={billingCountry}
            isCustomer={isCustomer}
            subscription={subscription}
            grandTotal={grandTotal}
            disabled={disabled}
            quoteId={payment.quoteId}
          />
        </Suspense>
      )}
      {method && payment.invoice.enabled && (
        <Suspense fallback={null}>
          <ElectronicInvoiceForm invoice={payment.invoice} disabled={disabled} onAnswerChange={onInvoiceChange} />
        </Suspense>
      )}
      {billing && <div className="payment-method-billing">{billing}</div>}
    </>
  );
}
