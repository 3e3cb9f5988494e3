import { useTranslation } from 'react-i18next';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { TextField } from '../../../shared/web/ui/field';
import { RETAILER_CODE_MAX_LENGTH, validateRetailerCode } from '../domain/retailer-code';
import { useCheckoutConfig } from './checkout-config';
import { useRetailerCode } from './retailer-code-store';
import './retailer-code.css';

export const RETAILER_CODE_INPUT_ID = 'retailer-code';

/** Spec 002 retailer code: 'Enter retailer code' in the summary (optional), sent with the order. */
export function RetailerCodeField() {
  const { t } = useTranslation();
  const config = useCheckoutConfig();
  const [code, setCode] = useRetailerCode();
  if (!config.data?.retailerCode.enabled) return null;
  const failure = validateRetailerCode(code);
  return (
    <div className="retailer-code">
      <TextField
        id={RETAILER_CODE_INPUT_ID}
        label={t('checkout.summary.retailerCode')}
        name="retailer_code"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // A little room past the limit, so a pasted code that is too long shows the rule's message.
        maxLength={RETAILER_CODE_MAX_LENGTH * 2}
        error={failure ? ruleFailureText(failure) : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
    </div>
  );
}
