import { useTranslation } from 'react-i18next';
import { Choice } from '../../../shared/web/ui/choice';
import { Dialog } from '../../../shared/web/ui/dialog';
import { ruleMessage } from '../../../shared/web/i18n/messages';

const PRODUCT_CONSENT_INPUT_ID = 'product-consent';
/** Not shown in the spec: the cookie's name (Magento's module is bat_product_consent). */
const PRODUCT_CONSENT_COOKIE = 'bat_product_consent';

export function hasProductConsentCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c === `${PRODUCT_CONSENT_COOKIE}=1`);
}

export function setProductConsentCookie(given: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = given
    ? `${PRODUCT_CONSENT_COOKIE}=1; path=/; SameSite=Lax${secure}`
    : `${PRODUCT_CONSENT_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
}

export interface ProductConsentProps {
  message: string;
  given: boolean;
  onChange: (given: boolean) => void;
  error: string | null;
  disabled?: boolean;
}

/** Spec 002 §4 Product consent: the box, shown unticked until the shopper consents. */
export function ProductConsent({ message, given, onChange, error, disabled }: ProductConsentProps) {
  return (
    <div className="product-consent">
      <Choice
        type="checkbox"
        id={PRODUCT_CONSENT_INPUT_ID}
        checked={given}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${PRODUCT_CONSENT_INPUT_ID}-error` : undefined}
        aria-required="true"
        disabled={disabled}
      >
        {message}
      </Choice>
      {error && (
        <p id={`${PRODUCT_CONSENT_INPUT_ID}-error`} className="field-error">
          {ruleMessage(error)}
        </p>
      )}
    </div>
  );
}

/** The product consent popup: consenting saves the cookie and places the order again. */
export function ProductConsentDialog({ message, onConsent, onCancel }: { message: string; onConsent: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('checkout.productConsent.title')} confirmLabel={t('checkout.productConsent.confirm')} onConfirm={onConsent} onCancel={onCancel}>
      <p>{message}</p>
    </Dialog>
  );
}
