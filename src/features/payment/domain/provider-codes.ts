import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import type { ProviderCode } from './messages';
import type { WorldpaySettings } from './settings';

/** A failure under one of the gateway's codes, with the store's text for it (spec 002 §8). */
export function providerFailure(code: ProviderCode, messages: WorldpaySettings['messages']): RuleFailure {
  return ruleFailure(code, messages[code], { providerCode: code });
}

/** The store's text for a failure that carries a provider code (CTYP01 from the card rules), else the failure as it is. */
export function withProviderText(failure: RuleFailure | null, messages: WorldpaySettings['messages']): RuleFailure | null {
  const code = failure?.parameters?.providerCode;
  if (!failure || typeof code !== 'string' || !(code in messages)) return failure;
  return { ...failure, message: messages[code as ProviderCode] };
}
