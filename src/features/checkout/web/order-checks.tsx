import { Message } from '../../../shared/web/ui/message';
import { CheckoutAgreements } from './checkout-agreements';
import { DeviceTrialConsent } from './device-trial-consent';
import { NewsletterSignup } from './newsletter-signup';
import { ProductConsent, ProductConsentDialog } from './product-consent';
import { ORDER_CHECK_MESSAGE_ID, type OrderChecks } from './use-order-checks';

/**
 * The answers placing the order needs, under the chosen payment method: the device trial, the terms
 * and agreements, the product consent and the newsletter box, and the checks' errors area.
 */
export function OrderChecksBlock({ checks, disabled, onConsentGiven }: { checks: OrderChecks; disabled?: boolean; onConsentGiven: () => void }) {
  const { failure } = checks;
  const agreementError =
    failure?.code === 'agreements' && failure.target ? { agreementId: Number(failure.target.replace('agreement-', '')), message: failure.message } : null;
  return (
    <div className="order-checks">
      {checks.deviceTrial && (
        <DeviceTrialConsent {...checks.deviceTrial} error={failure?.target === 'device-trial' ? failure.message : null} disabled={disabled} />
      )}
      <CheckoutAgreements
        agreements={checks.agreements.list}
        accepted={checks.agreements.accepted}
        onToggle={checks.agreements.onToggle}
        error={agreementError}
        describedBy={failure?.code === 'terms' ? ORDER_CHECK_MESSAGE_ID : undefined}
        disabled={disabled}
      />
      {checks.productConsent && (
        <ProductConsent
          message={checks.productConsent.message}
          given={checks.productConsent.given}
          onChange={checks.productConsent.onChange}
          error={failure?.target === 'product-consent' ? failure.message : null}
          disabled={disabled}
        />
      )}
      {checks.productConsent?.asked && (
        <ProductConsentDialog
          message={checks.productConsent.message}
          onCancel={checks.productConsent.closeAsk}
          onConsent={() => {
            checks.productConsent!.onChange(true);
            checks.productConsent!.closeAsk();
            onConsentGiven();
          }}
        />
      )}
      {checks.newsletter && <NewsletterSignup {...checks.newsletter} disabled={disabled} />}
      {failure && (
        <div id={ORDER_CHECK_MESSAGE_ID} tabIndex={-1} className="checkout-errors">
          <Message kind="error">{failure.message}</Message>
        </div>
      )}
    </div>
  );
}
