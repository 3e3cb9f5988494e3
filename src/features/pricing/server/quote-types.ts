import type { CartLine, CartRow } from '../../cart/server';
import type { OfferedMethod, PaymentContext } from '../../payment/domain';
import type { ShippingRate } from '../../shipping/domain';
import type { OfferDiscount, RuleOutcome, Totals } from '../domain';

/** The cart rules' outcome and the free offers applied before them. */
export type Promotions = RuleOutcome & { offers: OfferDiscount[] };

/** Everything the page needs about a cart, computed on the server from the catalogue and the rules. */
export interface Quote {
  cart: CartRow;
  lines: CartLine[];
  totals: Totals;
  promotions: Promotions;
  /** Rates for the cart's shipping address (empty before one is given). */
  rates: ShippingRate[];
  selectedRate: ShippingRate | undefined;
  paymentMethods: OfferedMethod[];
  /** What the methods were offered by (a method sent that is not offered is refused with its reason). */
  paymentContext: PaymentContext;
  /** The customer's points and what the cart uses of them. */
  reward: { balance: number; points: number; amount: number };
}
