import { toDecimal } from '../../../shared/domain/money';
import type { Executor } from '../../../shared/server/db';
import { storeFailureText, storeMessage } from '../../../shared/server/message-catalogues';
import { earnsFreeDevice } from '../../pricing/domain';
import { type Pricing, type Quote, quoteTotalsDto } from '../../pricing/server';
import { offeredSubscriptionIntervals } from '../../stores/domain';
import { type ResolvedStore, textLocaleOf } from '../../stores/server';
import {
  SUBSCRIPTION_CONVERT_MESSAGE,
  SUBSCRIPTION_EXPLANATION,
  cartridgesTotal,
  exclusivityBounds,
  exclusivityFailure,
  invalidBasket,
  isMixedCart,
  subscriptionLimitFailure,
  subscriptionQty,
} from '../../subscriptions/domain';
import { CART_MAX_QTY_MESSAGE, CART_MIN_QTY_MESSAGE, basketItemCount, basketSizeFailure, itemOptions, lineFacts } from '../../cart/domain';
import { type LoadedCart, cartDto } from '../../cart/server';
import type { CartDataResponse } from './responses';

/**
 * The basket page's data (spec 000 §3 "Cart data"), computed by the server from the re-priced cart so
 * the page never decides a limit, a message or a price itself. It carries, from the same quote, the
 * bodies of `GET {cart}/totals` (`totals`) and `GET {cart}` (`cart`, what the header's basket count
 * reads): one basket change answers with everything the page shows, and nothing is read again. Its
 * messages are in the store's language (its locale's message catalogue), as the server's refusals are.
 */
export async function loadCartData(db: Executor, pricing: Pricing, shop: ResolvedStore, loaded: LoadedCart, customer: boolean): Promise<CartDataResponse> {
  const quote = await pricing.quoteCart(db, shop, loaded);
  return cartDataDto(quote, shop, customer);
}

function cartDataDto(quote: Quote, shop: ResolvedStore, customer: boolean): CartDataResponse {
  const { settings, store } = shop;
  // The shopper's language among the store's (Welsh in the UK store), else the store's own.
  const textLocale = textLocaleOf(shop);
  const basket = settings.basket;
  const facts = quote.lines.map(lineFacts);
  const rowTotals = new Map(quote.totals.items.map((i) => [i.itemId, i]));
  const itemsQty = basketItemCount(quote.lines);
  const sizeFailure = basketSizeFailure(itemsQty, { min: basket.cartMinQty, max: basket.cartMaxQty });
  const limitFailure = subscriptionLimitFailure(facts, { min: basket.subscriptionMin, max: basket.subscriptionMax, brand: settings.brand });
  const prompt = invalidBasket(facts);
  const mixed = isMixedCart(facts);
  const exclusivity = customer && settings.exclusivity.enabled;
  const exclusivityProblem = exclusivity ? exclusivityFailure(facts, settings.exclusivity.ranges) : null;
  const subscribed = subscriptionQty(facts);
  const hasFreeDevice = quote.lines.some((l) => l.freeWithSubscription && l.giftRuleId === 0);
  const freeDeviceEarned = earnsFreeDevice(quote.promotions.offers);
  const discountRules = quote.promotions.breakdown.map((b) => b.ruleName).join(', ');

  const data: CartDataResponse = {
    items: quote.lines.map((line) => {
      const totals = rowTotals.get(line.itemId);
      return {
        item_id: line.itemId,
        qty: line.qty,
        product_name: line.name,
        product_sku: line.sku,
        product_url: `/product/${line.urlKey}`,
        product_image: line.image,
        product_kind: line.kind,
        product_price: toDecimal(line.unitPrice),
        row_total: toDecimal(totals?.rowTotal ?? 0),
        row_total_incl_tax: toDecimal(totals?.rowTotalInclTax ?? 0),
        options: itemOptions(line),
        // Only cart rules name themselves here; the free offers have their own totals lines.
        applied_cart_rule_name: (quote.promotions.lineDiscounts.get(line.itemId) ?? 0) > 0 && discountRules ? discountRules : null,
        attributes: {
          info_buyRequest: {
            subscription_option: { create_new_subscription_at_checkout: line.isSubscription, interval: line.subscriptionInterval },
          },
        },
        subscription_intervals: offeredSubscriptionIntervals(line.subscriptionIntervals, settings),
        max_sale_qty: Math.min(line.maxSaleQty, line.stock),
        is_free_device: line.freeWithSubscription,
        is_gift: line.giftRuleId > 0,
        is_device_trial: line.isDeviceTrial,
        personalisation: line.personalisation,
        gift_message: line.giftMessage,
      };
    }),
    summary_count: itemsQty,
    is_free_device_product: hasFreeDevice,
    subtotalAmount: toDecimal(quote.totals.subtotalInclTax),
    data_id: quote.cart.version,
    is_virtual: false,
    tax_display: settings.taxDisplay,
    isGuestCheckoutAllowed: settings.guestCheckoutAllowed,
    min_limit_validation: sizeFailure?.code === 'cart_min_qty',
    min_limit_message: storeMessage(textLocale, CART_MIN_QTY_MESSAGE, { '1': basket.cartMinQty }),
    max_limit_validation: sizeFailure?.code === 'cart_max_qty',
    max_limit_message: storeMessage(textLocale, CART_MAX_QTY_MESSAGE, { '1': basket.cartMaxQty }),
    submin: basket.subscriptionMin,
    submax: basket.subscriptionMax,
    subscription_message: limitFailure ? storeFailureText(textLocale, limitFailure) : null,
    subscription_explanation: storeMessage(textLocale, SUBSCRIPTION_EXPLANATION, { brand: settings.brand }),
    invalid_basket: { show: prompt.invalid, can_accept_subscriptions: prompt.canAcceptSubscriptions },
    free_device_prompt: !hasFreeDevice || freeDeviceEarned || !settings.freeOffers.freeDevice.enabled ? null : basket.freeDevicePrompt,
    banners: basket.banners,
    device_trial: { enabled: basket.deviceTrialEnabled, has_products: quote.lines.some((l) => l.isDeviceTrial) },
    gift_message: quote.cart.giftMessage,
    currency: store.currency,
    totals: quoteTotalsDto(quote, settings),
    cart: cartDto(quote.cart, quote.lines, store.currency, settings),
  };
  if (!customer) return data;
  return {
    ...data,
    cartridgesTotal: cartridgesTotal(facts),
    subscriptionCombinationJson: Object.fromEntries(
      settings.exclusivity.ranges.map((r) => [`${r.min}-${r.max}`, { discount_per_pack: toDecimal(r.discountPerPack), badge: r.badge }]),
    ),
    is_exclusivity_enabled: settings.exclusivity.enabled,
    is_mixed_cart: mixed,
    total_subs_item: subscribed,
    min_limit: exclusivityBounds(settings.exclusivity.ranges)?.min ?? 0,
    max_limit: exclusivityBounds(settings.exclusivity.ranges)?.max ?? 0,
    subscription_convert_message: exclusivity && mixed ? storeMessage(textLocale, SUBSCRIPTION_CONVERT_MESSAGE) : null,
    exclusivity_message: exclusivityProblem ? storeFailureText(textLocale, exclusivityProblem) : null,
  };
}
