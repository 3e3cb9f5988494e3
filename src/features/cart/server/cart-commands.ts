import type { AddressRecord } from '../../../shared/domain/address';
import type { Executor } from '../../../shared/server/db';
import type { GiftMessageRecord } from '../domain';
import type { ReadCart, WrittenCart } from './persistence';
import { cartRepository } from './persistence';

/**
 * What other features may change on a cart, each change by what it means (the generic setter stays the
 * cart's own). Every change moves the cart's version, so answers built on the old one are known stale.
 */

/** The delivery address, method and the shopper's email of `shipping-information`: written only while the cart is as read (null when it moved on). */
export function saveDeliveryChoiceIfUnchanged(
  db: Executor,
  cart: ReadCart,
  choice: {
    shippingAddress: AddressRecord;
    billingAddress: AddressRecord | null;
    shippingCarrierCode: string;
    shippingMethodCode: string;
    email: string | null;
  },
): Promise<WrittenCart | null> {
  return cartRepository.touchCartIfUnchanged(db, cart, choice);
}

/** The payment method chosen (with, when sent, the billing address and a guest's email) before the order is placed. */
export function savePaymentChoice(
  db: Executor,
  cartId: number,
  choice: { paymentMethod: string; billingAddress?: AddressRecord; email?: string | null },
): Promise<void> {
  return cartRepository.touchCart(db, cartId, choice);
}

export function saveBillingAddress(db: Executor, cartId: number, billingAddress: AddressRecord): Promise<void> {
  return cartRepository.touchCart(db, cartId, { billingAddress });
}

/** The shopper's note for the carrier; null removes it. */
export function saveShippingNote(db: Executor, cartId: number, note: string | null): Promise<void> {
  return cartRepository.touchCart(db, cartId, { shippingNote: note });
}

/** The coupon judged for the cart as read (null: none applies), written only while the cart is unchanged (null when it moved on). */
export function applyCouponIfUnchanged(db: Executor, cart: ReadCart, couponCode: string | null): Promise<WrittenCart | null> {
  return cartRepository.touchCartIfUnchanged(db, cart, { couponCode });
}

export function removeCoupon(db: Executor, cartId: number): Promise<void> {
  return cartRepository.touchCart(db, cartId, { couponCode: null });
}

/** Whether the customer's reward points pay part of this cart. */
export function setRewardPointsUse(db: Executor, cartId: number, use: boolean): Promise<void> {
  return cartRepository.touchCart(db, cartId, { useRewardPoints: use });
}

/** The order's gift message; null removes it. */
export function saveOrderGiftMessage(db: Executor, cartId: number, giftMessage: GiftMessageRecord | null): Promise<void> {
  return cartRepository.touchCart(db, cartId, { giftMessage });
}

/** A change made to the cart's lines by another feature (a gift line, a line's message): the cart's version moves. */
export function markCartChanged(db: Executor, cartId: number): Promise<void> {
  return cartRepository.touchCart(db, cartId);
}

/** Spec 002 secondary packaging: the shopper's choice, kept on the cart until the order takes it. */
export function setSecondaryPackaging(db: Executor, cartId: number, chosen: boolean): Promise<void> {
  return cartRepository.touchCart(db, cartId, { secondaryPackaging: chosen });
}

/**
 * Closes the basket for the order being written, in the order's transaction, when it is still open at the
 * version the order was decided on; its row stays locked until the order's commit. Answers 'closed', or
 * why not: 'changed' since the order was decided, or already 'ordered' by another call.
 */
export function closeCartForOrder(tx: Executor, cartId: number, decidedVersion: number, paymentMethod: string): Promise<'closed' | 'changed' | 'ordered'> {
  return cartRepository.closeCartForOrder(tx, cartId, decidedVersion, paymentMethod);
}
