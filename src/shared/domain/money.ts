/** Money is integer minor units (pence, cents) everywhere inside the code; decimals only at the edges. */
export type Minor = number;

/** Minor units to the decimal number Magento's API renders (1299 → 12.99). */
export function toDecimal(minor: Minor): number {
  return Math.round(minor) / 100;
}

/** The tax contained in a tax-inclusive amount, rounded half up to the minor unit. */
export function taxIncludedIn(gross: Minor, rateBasisPoints: number): Minor {
  return Math.round((gross * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** The tax to add on top of a tax-exclusive amount, rounded half up to the minor unit. */
export function taxOnTopOf(net: Minor, rateBasisPoints: number): Minor {
  return Math.round((net * rateBasisPoints) / 10_000);
}
