import { toDecimal } from '../../../shared/domain/money';
import { type StoreSettings, offeredSubscriptionIntervals } from '../../stores/domain';
import type { CartItemResponse, CartResponse } from './responses';
import type { CartLine } from '../domain';
import type { CartRow } from './cart-row';

type IntervalSettings = Pick<StoreSettings, 'extraSubscriptionIntervals'>;

export function cartItemDto(line: CartLine, quoteId: string, settings: IntervalSettings): CartItemResponse {
  return {
    item_id: line.itemId,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    price: toDecimal(line.unitPrice),
    product_type: 'simple',
    quote_id: quoteId,
    product_option: {
      extension_attributes: {
        subscription_option: {
          create_new_subscription_at_checkout: line.isSubscription,
          interval: line.subscriptionInterval,
        },
      },
    },
    extension_attributes: {
      product_url: `/product/${line.urlKey}`,
      image: line.image,
      product_kind: line.kind,
      subscription_intervals: offeredSubscriptionIntervals(line.subscriptionIntervals, settings),
      max_sale_qty: Math.min(line.maxSaleQty, line.stock),
      ampromo_rule_id: line.giftRuleId || null,
      personalisable: line.personalisable,
      personalisation: line.personalisation,
      is_device_trial: line.isDeviceTrial,
    },
    gift_message: line.giftMessage,
  };
}

/** Magento's cart (quote) shape, with the cart version as data_id. */
export function cartDto(cart: CartRow, lines: CartLine[], currency: string, settings: IntervalSettings): CartResponse {
  const quoteId = cart.customerId ? String(cart.id) : cart.maskedId;
  return {
    id: cart.id,
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
    is_active: cart.isActive,
    is_virtual: false,
    items: lines.map((l) => cartItemDto(l, quoteId, settings)),
    items_count: lines.length,
    items_qty: lines.reduce((s, l) => s + l.qty, 0),
    customer: cart.customerId ? { id: cart.customerId } : { email: cart.email },
    customer_is_guest: !cart.customerId,
    currency: { base_currency_code: currency, quote_currency_code: currency, store_currency_code: currency },
    store_id: cart.storeId,
    extension_attributes: { data_id: cart.version },
  };
}
