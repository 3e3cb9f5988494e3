import { type Clock, storeTimeOfDay, storeToday, systemClock } from '../../../shared/domain/clock';
import type { Executor } from '../../../shared/server/db';
import type { CartLine, CartRow, LoadedCart } from '../../cart/server';
import { findCustomerById } from '../../customers/server';
import { availablePaymentMethods, paymentFee } from '../../payment/domain';
import { type RateAddress, type ShippingRate, estimateRates, findRate, rateTitle } from '../../shipping/domain';
import { taxDestinationOf } from '../../directory/domain';
import { type TaxDestination, taxRulesFor } from '../../stores/domain';
import type { ResolvedStore } from '../../stores/server';
import {
  type AdvancedConditionFacts,
  type Totals,
  applyCartRules,
  applyFreeOffers,
  computeTotals,
  exclusivityDiscounts,
  offerDiscountsByLine,
  rewardDeduction,
} from '../domain';
import { activeCartRules } from './cart-rules';
import type { Promotions, Quote } from './quote-types';
import { type PaymentOffers, savedPaymentMethodsOf } from './payment-offers';

export type { Promotions, Quote } from './quote-types';
export { quoteTotalsDto } from './totals-dto';
export { totalsResponse } from './responses';
export type { PaymentOffers } from './payment-offers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The quote engine, built by the app's root with the payment methods other features bring (app.ts). */
    pricing: Pricing;
  }
}

/** The quote, with the payment methods the app's root handed pricing: reached as `app.pricing`, or handed to a use case. */
export interface Pricing {
  /**
   * Prices the cart its caller loaded, with a given payment method (or the cart's own); the selected rate
   * must still be offered.
   */
  quoteCart(
    db: Executor,
    shop: ResolvedStore,
    loaded: LoadedCart,
    paymentMethod?: string | null,
    /** A totals estimate's own facts for the rules' advanced conditions (spec 002 §7); the cart's by default. */
    facts?: AdvancedConditionFacts,
    /** Whose today the rules' dates are judged on (a subscription's renewal passes the scheduler's clock). */
    clock?: Clock,
  ): Promise<Quote>;
}

/** Pricing that offers, besides payment's own methods, the ones `offers` lists. */
export function pricingWith(offers: PaymentOffers): Pricing {
  return { quoteCart: (db, shop, loaded, paymentMethod, facts, clock) => quoteCart(offers, db, shop, loaded, paymentMethod, facts, clock) };
}

/** What the rules' advanced conditions see of a cart: its payment method, addresses and the store's currency. */
export function cartConditionFacts(shop: ResolvedStore, cart: CartRow, paymentMethod: string | null = cart.paymentMethod): AdvancedConditionFacts {
  return {
    paymentMethod,
    city: cart.shippingAddress?.city || null,
    shippingAddressLine: cart.shippingAddress?.street.join(' ') || null,
    billingCountry: cart.billingAddress?.countryId || null,
    currency: shop.store.currency,
  };
}

/** The free offers, then the cart rules on what they leave, for this cart's shopper and coupon, today. */
export async function promotionsFor(
  db: Executor,
  shop: ResolvedStore,
  cart: CartRow,
  lines: CartLine[],
  clock: Clock = systemClock,
  facts: AdvancedConditionFacts = cartConditionFacts(shop, cart),
): Promise<Promotions> {
  const offers = applyFreeOffers(lines, shop.settings.freeOffers);
  const prior = offerDiscountsByLine(offers);
  // Exclusivity pricing (a discount per subscription pack) comes before the cart rules and shows in
  // the discount line with its own name in the breakdown.
  const exclusivity = exclusivityDiscounts(lines, shop.settings.exclusivity);
  for (const line of lines) {
    const amount = Math.min(exclusivity.get(line.itemId) ?? 0, line.unitPrice * line.qty - (prior.get(line.itemId) ?? 0));
    if (amount > 0) prior.set(line.itemId, (prior.get(line.itemId) ?? 0) + amount);
    if (exclusivity.has(line.itemId)) exclusivity.set(line.itemId, Math.max(0, amount));
  }
  const rules = await activeCartRules(db, shop);
  const outcome = applyCartRules(
    lines.map((l) => ({ itemId: l.itemId, sku: l.sku, category: l.category, qty: l.qty, unitPrice: l.unitPrice, isSubscription: l.isSubscription })),
    rules,
    { customerKind: cart.customerId ? 'customer' : 'guest', today: storeToday(clock, shop.settings.timeZone), couponCode: cart.couponCode, advanced: facts },
    prior,
  );
  const exclusivityTotal = [...exclusivity.values()].reduce((a, b) => a + b, 0);
  if (exclusivityTotal > 0) {
    for (const [itemId, amount] of exclusivity) outcome.lineDiscounts.set(itemId, (outcome.lineDiscounts.get(itemId) ?? 0) + amount);
    outcome.breakdown.unshift({ ruleName: shop.settings.exclusivity.label, amount: exclusivityTotal });
  }
  return { ...outcome, offers };
}

/** Delivery rates for an address, after the basket's discounts (free-delivery thresholds and coupons). */
function ratesFor(shop: ResolvedStore, lines: CartLine[], promotions: Promotions, address: RateAddress | null | undefined): ShippingRate[] {
  if (!address) return [];
  const offered = [...offerDiscountsByLine(promotions.offers).values()];
  const discount = [...promotions.lineDiscounts.values(), ...offered].reduce((a, b) => a + b, 0);
  const rates = estimateRates(
    {
      countryId: address.countryId,
      postcode: address.postcode,
      city: address.city,
      region: address.region,
      regionId: address.regionId,
      regionCode: address.regionCode,
      originCountryId: shop.store.countryId,
      itemsQty: lines.reduce((s, l) => s + l.qty, 0),
      storeTime: storeTimeOfDay(systemClock, shop.settings.timeZone),
      allowedCountries: shop.settings.allowedCountries,
      basketValueInclTax: lines.reduce((s, l) => s + l.unitPrice * l.qty, 0) - discount,
      isVirtual: lines.length === 0,
    },
    shop.settings.shipping,
  );
  return promotions.freeShipping ? rates.map((r) => ({ ...r, amount: 0 })) : rates;
}

/** Rates for a cart and an address, as estimate-shipping-methods answers them. */
export async function estimateCartRates(db: Executor, shop: ResolvedStore, { cart, lines }: LoadedCart, address: RateAddress): Promise<ShippingRate[]> {
  return ratesFor(shop, lines, await promotionsFor(db, shop, cart, lines), address);
}

function totalsFor(
  shop: ResolvedStore,
  destination: TaxDestination,
  lines: CartLine[],
  promotions: Promotions,
  shipping: { amount: number; title: string } | null,
  fee = 0,
  rewardAmount = 0,
): Totals {
  return computeTotals({
    lines: lines.map((l) => ({
      itemId: l.itemId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      unitPrice: l.unitPrice,
      isSubscription: l.isSubscription,
      subscriptionInterval: l.subscriptionInterval,
    })),
    tax: taxRulesFor(shop.store, shop.settings, destination),
    shipping,
    paymentFee: fee,
    currency: shop.store.currency,
    lineDiscounts: promotions.lineDiscounts,
    offerDiscounts: promotions.offers,
    weeeAmount: weeeFor(shop, lines),
    rewardAmount,
  });
}

/** The WEEE fee: a fixed amount per electrical device bought (free gifts included, as they ship too). */
function weeeFor(shop: ResolvedStore, lines: CartLine[]): number {
  if (!shop.settings.weee.enabled) return 0;
  return shop.settings.weee.feePerDevice * lines.filter((l) => l.kind === 'device').reduce((s, l) => s + l.qty, 0);
}

async function quoteCart(
  offers: PaymentOffers,
  db: Executor,
  shop: ResolvedStore,
  { cart, lines }: LoadedCart,
  paymentMethod: string | null = cart.paymentMethod,
  facts: AdvancedConditionFacts = cartConditionFacts(shop, cart, paymentMethod),
  clock: Clock = systemClock,
): Promise<Quote> {
  const promotions = await promotionsFor(db, shop, cart, lines, clock, facts);
  const rates = ratesFor(shop, lines, promotions, cart.shippingAddress);
  const selectedRate = findRate(rates, cart.shippingCarrierCode, cart.shippingMethodCode);
  const shipping = selectedRate ? { amount: selectedRate.amount, title: rateTitle(selectedRate) } : null;
  const balance = await rewardBalance(db, shop, cart);
  const usePoints = (payable: number) =>
    cart.useRewardPoints ? rewardDeduction(balance, shop.settings.rewards.pointValue, payable) : { points: 0, amount: 0 };
  const destination = taxDestinationOf(cart.shippingAddress);
  const beforeFee = totalsFor(shop, destination, lines, promotions, shipping);
  const afterReward = totalsFor(shop, destination, lines, promotions, shipping, 0, usePoints(beforeFee.grandTotal).amount);
  const paymentContext = {
    grandTotal: afterReward.grandTotal,
    countryId: cart.shippingAddress?.countryId ?? null,
    hasSubscription: lines.some((l) => l.isSubscription),
    isCustomer: cart.customerId !== null,
    savedMethods: await savedPaymentMethodsOf(offers, db, shop, cart.customerId),
  };
  const paymentMethods = availablePaymentMethods(paymentContext, shop.settings.payment, { methods: offers.elsewhere, store: shop.settings });
  const offered = paymentMethods.some((m) => m.code === paymentMethod);
  const fee = offered ? paymentFee(paymentMethod, shop.settings.payment) : 0;
  const reward = usePoints(beforeFee.grandTotal + fee);
  const totals = fee ? totalsFor(shop, destination, lines, promotions, shipping, fee, reward.amount) : afterReward;
  return { cart, lines, totals, promotions, rates, selectedRate, paymentMethods, paymentContext, reward: { balance, ...reward } };
}

async function rewardBalance(db: Executor, shop: ResolvedStore, cart: CartRow): Promise<number> {
  if (!cart.customerId || !shop.settings.rewards.enabled) return 0;
  return (await findCustomerById(db, cart.customerId))?.rewardPoints ?? 0;
}
