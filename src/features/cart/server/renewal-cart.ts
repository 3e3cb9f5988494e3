import { randomBytes } from 'node:crypto';
import type { AddressRecord } from '../../../shared/domain/address';
import type { Executor } from '../../../shared/server/db';
import type { CartRow } from './cart-row';
import { cartRepository } from './persistence';

/** A subscription's renewal as a basket: its lines, address, delivery and card method. */
export interface RenewalBasket {
  storeId: number;
  customerId: number;
  email: string;
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  shippingCarrierCode: string;
  shippingMethodCode: string;
  paymentMethod: string;
  lines: readonly { productId: number; qty: number; intervalMonths: number }[];
}

/**
 * The basket a subscription's renewal is priced from and its order is written for (an order names its
 * basket): never active, so it is no shopper's cart and never in the way of the customer's own.
 */
export async function openRenewalCart(db: Executor, basket: RenewalBasket): Promise<CartRow> {
  const cart = await cartRepository.insertCart(db, {
    maskedId: randomBytes(16).toString('hex'),
    storeId: basket.storeId,
    customerId: basket.customerId,
    isActive: false,
    email: basket.email,
    shippingAddress: basket.shippingAddress,
    billingAddress: basket.billingAddress,
    shippingCarrierCode: basket.shippingCarrierCode,
    shippingMethodCode: basket.shippingMethodCode,
    paymentMethod: basket.paymentMethod,
  });
  if (!cart) throw new Error('renewal basket not made');
  for (const line of basket.lines)
    await cartRepository.upsertLine(db, {
      cartId: cart.id,
      productId: line.productId,
      qty: line.qty,
      isSubscription: true,
      subscriptionInterval: line.intervalMonths,
    });
  return cart;
}
