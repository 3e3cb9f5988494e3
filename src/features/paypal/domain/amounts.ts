/** An amount in minor units and its ISO 4217 code, as the shop keeps money. */
export interface Money {
  value: number;
  currency: string;
}

/** PayPal's amount object: a decimal string in the currency's own precision. */
export interface PayPalAmount {
  currency_code: string;
  value: string;
}

/** The currencies PayPal takes without decimals (its currency codes list); all others it takes have two. */
const NO_DECIMALS: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

const decimalsOf = (currency: string) => (NO_DECIMALS.has(currency) ? 0 : 2);

/** 1299 GBP → {currency_code: 'GBP', value: '12.99'}; 1299 JPY → '1299'. */
export function toPayPalAmount(money: Money): PayPalAmount {
  const decimals = decimalsOf(money.currency);
  const units = Math.round(money.value);
  if (decimals === 0) return { currency_code: money.currency, value: String(units) };
  const whole = Math.trunc(units / 100);
  const cents = String(Math.abs(units % 100)).padStart(2, '0');
  return { currency_code: money.currency, value: `${whole}.${cents}` };
}

/**
 * PayPal's amount back in minor units, or null when it is not one: a value with more decimals than its
 * currency has, a sign, an exponent, or a code that is not three capitals. Read strictly: an amount is
 * compared with the order's, never trusted loosely.
 */
export function fromPayPalAmount(amount: unknown): Money | null {
  if (typeof amount !== 'object' || amount === null) return null;
  const { currency_code: currency, value } = amount as Record<string, unknown>;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency) || typeof value !== 'string') return null;
  const decimals = decimalsOf(currency);
  const match = (decimals === 0 ? /^(\d{1,10})$/ : /^(\d{1,10})(?:\.(\d{1,2}))?$/).exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  return { value: Number(match[1]) * 10 ** decimals + Number(fraction || 0), currency };
}

export const sameMoney = (a: Money, b: Money): boolean => a.value === b.value && a.currency === b.currency;
