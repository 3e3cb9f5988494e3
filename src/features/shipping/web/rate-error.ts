import { useTranslation } from 'react-i18next';
import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { type EstimateField, FIELD_REQUIRED, requiredFieldOf } from '../domain';

/** The address form's label of each field a carrier may need. */
const FIELD_LABEL_KEYS = {
  country_id: 'checkout.address.country',
  postcode: 'checkout.address.postcode',
  city: 'checkout.address.city',
  region: 'checkout.address.region',
} as const satisfies Record<EstimateField, string>;

/**
 * Why a rate cannot be chosen, in the page's language: translated, 'Field {name} is required.' names the
 * field as the page's form labels it ('Le champ Code postal est obligatoire.'); another message is a rule message.
 */
export function useRateErrorText(): (message: string) => string {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  return (message) => {
    const field = requiredFieldOf(message);
    const template = ruleMessage(FIELD_REQUIRED);
    // In the source language the message stays as the spec writes it (Magento's field names).
    if (!field || template === FIELD_REQUIRED) return ruleMessage(message);
    return formatMessage(template, { name: t(FIELD_LABEL_KEYS[field]) });
  };
}
