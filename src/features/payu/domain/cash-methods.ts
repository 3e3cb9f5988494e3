/**
 * The ways to pay on PayU's page (WebCheckout) the shop offers per country: Brazil's boleto and PIX,
 * Mexico's OXXO and SPEI. PayU's own codes, with the names shoppers know them by.
 */
export const PAYU_PAGE_METHODS = {
  BOLETO_BANCARIO: 'Boleto bancário',
  PIX: 'PIX',
  OXXO: 'OXXO',
  SPEI: 'SPEI bank transfer',
} as const;
export type PayuPageMethod = keyof typeof PAYU_PAGE_METHODS;

/**
 * Paid later with a voucher, at a bank or a shop: PayU answers the order as pending and confirms it once
 * the voucher is paid (or expires). PIX and SPEI are paid at once.
 */
export const VOUCHER_METHODS: readonly PayuPageMethod[] = ['BOLETO_BANCARIO', 'OXXO'];

export function isPayuPageMethod(code: string): code is PayuPageMethod {
  return Object.hasOwn(PAYU_PAGE_METHODS, code);
}
