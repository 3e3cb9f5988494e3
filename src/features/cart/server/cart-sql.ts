import type { carts } from '../../../db/schema';
import { definedKeys } from '../../../shared/server/prebuilt';

type CartRow = typeof carts.$inferSelect;

/** Changes to a cart's row: the keys set are the columns written (as drizzle's set(), undefined sets nothing). */
export type CartChanges = Partial<typeof carts.$inferInsert>;
/** The shape of a change: its columns, for a statement per shape. */
export const changedKeys = (changes: CartChanges) => definedKeys(changes).join(',');

/** The cart's columns as json_build_object's arguments, under their drizzle names, from the row aliased `c`. */
export const cartFields = (c: string) => `'id', ${c}.id, 'maskedId', ${c}.masked_id, 'storeId', ${c}.store_id, 'customerId', ${c}.customer_id,
  'isActive', ${c}.is_active, 'email', ${c}.email, 'shippingAddress', ${c}.shipping_address, 'billingAddress', ${c}.billing_address,
  'shippingCarrierCode', ${c}.shipping_carrier_code, 'shippingMethodCode', ${c}.shipping_method_code,
  'paymentMethod', ${c}.payment_method, 'couponCode', ${c}.coupon_code, 'useRewardPoints', ${c}.use_reward_points,
  'giftMessage', ${c}.gift_message, 'shippingNote', ${c}.shipping_note, 'secondaryPackaging', ${c}.secondary_packaging, 'version', ${c}.version, 'restoredFromCartId', ${c}.restored_from_cart_id,
  'createdAt', ${c}.created_at, 'updatedAt', ${c}.updated_at`;
export const CART_FIELDS = cartFields('c');

/** A line's columns as json_build_object's arguments (a StoredCartItem), from the row aliased `i`, with its stock. */
export const lineFields = (
  i: string,
  stock: string,
) => `'itemId', ${i}.id, 'productId', ${i}.product_id, 'qty', ${i}.qty, 'isSubscription', ${i}.is_subscription,
    'subscriptionInterval', ${i}.subscription_interval, 'giftRuleId', ${i}.gift_rule_id, 'personalisation', ${i}.personalisation,
    'optionsKey', ${i}.options_key, 'giftMessage', ${i}.gift_message, 'stock', ${stock}`;

/** A cart's lines as one JSON array (in the order they were added), each with its product's live stock. */
export const itemsOfCart = (cartId: string) => `coalesce((
  select json_agg(json_build_object(${lineFields('i', 'p.qty')}) order by i.id)
  from cart_items i join products p on p.id = i.product_id
  where i.cart_id = ${cartId}), '[]'::json)`;

export type RawCart = Omit<CartRow, 'createdAt' | 'updatedAt'> & { createdAt: string | Date; updatedAt: string | Date };

export function toCartRow(raw: RawCart): CartRow {
  return { ...raw, createdAt: new Date(raw.createdAt), updatedAt: new Date(raw.updatedAt) };
}
