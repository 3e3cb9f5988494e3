import type { RuleFailure } from '../../../shared/domain/validation/rule-failure';
import { INSTALMENT_REQUIRED_MESSAGE, instalmentOptions, instalmentTypesAnswer, ONE_PAYMENT, type WorldpaySettings } from '../../payment/domain';
import type { PayuSettings } from './settings';

/**
 * The Latin-American card rules of payment/domain/latam.ts (CPF/CNPJ in Brazil with CCAM20, instalments
 * where offered, 'One Payment' first) as PayU's card settings feed them. PayU prints the merchant's name on
 * the statement, so no statement text is asked.
 */
export type LatamRules = Pick<WorldpaySettings, 'cc' | 'messages'>;

export function payuLatamRules(card: PayuSettings['card'], messages: WorldpaySettings['messages']): LatamRules {
  const cc = { cpfEnabled: card.cpfEnabled, instalmentEnabled: card.instalmentEnabled, statementEnabled: false, instalmentTypes: card.instalmentTypes };
  // The latam rules read only these four of the card settings.
  return { cc: cc as WorldpaySettings['cc'], messages };
}

/** The instalment choices of an order: 'One Payment', then the store's counts for the country that PayU's plans for the amount include. */
export function payuInstalmentOptions(countryId: string | null, rules: LatamRules, planCounts: readonly number[]): string[] {
  return instalmentOptions(instalmentTypesAnswer(countryId, rules)).filter((option) => option === ONE_PAYMENT || planCounts.includes(Number(option)));
}

/** The chosen instalments must be one of PayU's plans for the amount the server computed (1 is always a plan). */
export function checkInstalmentPlan(instalments: number | undefined, planCounts: readonly number[]): RuleFailure | null {
  if (instalments === undefined || instalments === 1 || planCounts.includes(instalments)) return null;
  return { code: 'instalment', message: INSTALMENT_REQUIRED_MESSAGE };
}
