import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { INVOICE_INVALID_MESSAGE, RFC_MESSAGE } from './messages';

/**
 * The Mexican tax id (RFC, Registro Federal de Contribuyentes): 3 letters for a company or 4 for a
 * person (Ñ and & allowed), the date of registration or birth YYMMDD, and a 3-character homoclave.
 */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

/** Spec 002 §5: the rfcNumber is upper-cased (and trimmed) before sending. */
export function normaliseRfc(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

export function validateRfc(value: string | null | undefined): RuleFailure | null {
  const match = RFC_PATTERN.exec(normaliseRfc(value));
  if (!match) return ruleFailure('rfc', RFC_MESSAGE);
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? null : ruleFailure('rfc', RFC_MESSAGE);
}

/** The electronic invoice form: when the shopper asks for an invoice its fields must be valid. */
export function validateInvoiceRequest(request: { receiveInvoice: boolean; rfcNumber?: string | null }): RuleFailure | null {
  if (!request.receiveInvoice) return null;
  return validateRfc(request.rfcNumber) ? ruleFailure('invoice', INVOICE_INVALID_MESSAGE) : null;
}
