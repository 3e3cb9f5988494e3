/** A subscription's line as its record keeps it: the product, how many, and the intervals the product offered when it was bought. */
export interface SubscriptionLineRecord {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  /** The intervals (months) the product offered in the store: the ones a customer may change to. */
  offeredIntervals: number[];
}

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled' | 'payment_failed';
