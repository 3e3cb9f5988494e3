import type { AddressRecord } from '../../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../../shared/domain/errors';
import type { Database, Transaction } from '../../../../shared/server/db';
import { isStockShortfall, NOT_ENOUGH_STOCK, takeStock } from '../../../catalog/server';
import { type CartRef, closeCartForOrder } from '../../../cart/server';
import { recordCouponUse } from '../../../coupons/server';
import { sameBookAddress } from '../../../customers/domain';
import { queueOrderConfirmation } from '../../../mail/server';
import { listAddresses, saveAddress, toBookAddress } from '../../../customers/server';
import { isRegistryAddress } from '../../../gift-registry/domain';
import { findOrderByCart, insertOrder, linkSubscriptionPaymentProfile, type OrderRow } from '../../../orders/server';
import { recordOrderParcelShop } from '../../../parcel-shops/server';
import { CARD_PAYMENT_CONFLICT } from '../../../payment/domain';
import type { PaymentCallContext, ServerPaymentMethod } from '../../../payment/server';
import { recordOrderPickup } from '../../../pickup-points/server';
import { type Quote, quoteTotalsDto } from '../../../pricing/server';
import { spendRewardPoints } from '../../../rewards/server';
import { packagingChosen } from '../../../secondary-packaging/domain';
import { offeredSubscriptionIntervals } from '../../../stores/domain';
import type { ResolvedStore } from '../../../stores/server';
import { type OrderWithSubscriptions, recordOrderSubscriptions } from '../../../subscriptions/server';
import { moveAttempt } from './attempts';
import type { PreparedOrder } from './decide';

/** What the order's transaction came to: this call's order, another call's order of the same basket, or a basket changed since it was decided. */
export type WriteOutcome = { kind: 'written'; order: OrderRow } | { kind: 'placed-elsewhere'; order: OrderRow } | { kind: 'basket-changed' };

export interface OrderWrite {
  shop: ResolvedStore;
  ref: CartRef;
  prepared: PreparedOrder;
  method: string;
  retailerCode: string | null;
  /** The payment taken before the write, with its method (null: nothing was taken). */
  payment: { plugin: ServerPaymentMethod; value: unknown; submission: unknown; call: PaymentCallContext; attemptId: number } | null;
}

/**
 * One short transaction: the basket's row locked and found at the version the order was decided on (so the
 * decided price is still its price), then the order, the payment's record, stock, coupon use, points and the
 * basket's close, all or nothing. Rows every order shares (a product's stock, a coupon's uses) are locked
 * last, just before COMMIT: concurrent orders of the same product wait for this commit only.
 */
export function writeOrder(db: Database, write: OrderWrite): Promise<WriteOutcome> {
  const { shop, ref, prepared, payment } = write;
  return db
    .transaction(async (tx): Promise<WriteOutcome> => {
      const { buyer, cart, quote } = prepared;
      const close = await closeCartForOrder(tx, cart.id, cart.version, write.method);
      if (close === 'ordered') return placedElsewhere(tx, cart.id);
      if (close === 'changed') {
        // With money taken for the decided amount, the shopper is told; without, the order is decided again.
        if (payment) throw invalidInput(CARD_PAYMENT_CONFLICT);
        return { kind: 'basket-changed' };
      }
      if (payment) await payment.plugin.confirm?.(tx, payment.value, prepared.toPay);
      if (buyer.customerId) await spendRewardPoints(tx, buyer.customerId, quote.reward.points);
      const state = payment ? payment.plugin.orderState?.(payment.value) : undefined;
      const order = await insertOrderRow(tx, write, state);
      let profileId: number | null = null;
      if (payment) {
        const recorded = await payment.plugin.record?.(
          tx,
          payment.value,
          { id: order.id, cartId: cart.id, customerId: buyer.customerId },
          payment.submission,
          payment.call,
        );
        if (recorded?.subscriptionPaymentProfileId) await linkSubscriptionPaymentProfile(tx, order.id, recorded.subscriptionPaymentProfileId);
        await moveAttempt(tx, payment.attemptId, 'ordered', { orderId: order.id });
        profileId = recorded?.subscriptionPaymentProfileId ?? null;
      }
      await recordOrderSubscriptions(tx, subscriptionsOfOrder(write, order, profileId));
      await recordOrderPickup(tx, cart.id, order.id, quote.selectedRate);
      await recordOrderParcelShop(tx, order.id, prepared.parcelShop);
      if (ref.kind === 'customer') await rememberAddress(tx, ref.customerId, cart.shippingAddress!);
      if (ref.kind === 'customer' && prepared.billingAddress.saveInAddressBook) await rememberAddress(tx, ref.customerId, prepared.billingAddress);
      await takeStock(tx, quantitiesByProduct(prepared));
      const coupon = quote.promotions.appliedCoupon;
      if (coupon) await recordCouponUse(tx, shop.store.id, coupon.code, buyer.customerId);
      await queueOrderConfirmation(tx, shop, order);
      return { kind: 'written', order };
    })
    .catch((error: unknown) => {
      // Another order took the last units between the decision and this COMMIT.
      throw isStockShortfall(error) ? new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK) : error;
    });
}

/** The order's subscription lines as the customer's subscriptions keep them (a guest's make none). */
function subscriptionsOfOrder(write: OrderWrite, order: OrderRow, paymentProfileId: number | null): OrderWithSubscriptions {
  const { quote, buyer, billingAddress } = write.prepared;
  return {
    orderId: order.id,
    storeId: write.shop.store.id,
    timeZone: write.shop.settings.timeZone,
    customerId: buyer.customerId,
    placedAt: order.createdAt,
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      isSubscription: line.isSubscription,
      subscriptionInterval: line.subscriptionInterval,
      offeredIntervals: offeredSubscriptionIntervals(line.subscriptionIntervals, write.shop.settings),
      isGift: line.giftRuleId !== 0,
    })),
    paymentProfileId,
    shippingAddress: order.shippingAddress,
    billingAddress,
    shippingCarrierCode: order.shippingCarrierCode,
    shippingMethodCode: order.shippingMethodCode,
  };
}

/** The order another call wrote for this basket (it closed the basket in that order's transaction). */
async function placedElsewhere(tx: Transaction, cartId: number): Promise<WriteOutcome> {
  const order = await findOrderByCart(tx, cartId);
  if (!order) throw new ShopError('CONFLICT', CARD_PAYMENT_CONFLICT);
  return { kind: 'placed-elsewhere', order };
}

function quantitiesByProduct(prepared: PreparedOrder): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of prepared.quote.lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.qty);
  return quantities;
}

function insertOrderRow(tx: Transaction, write: OrderWrite, initial?: { state: string; status: string }) {
  const { shop, prepared } = write;
  return insertOrder(
    tx,
    ...orderRowsFromQuote(shop, prepared.quote, prepared.buyer, prepared.billingAddress, { method: write.method, retailerCode: write.retailerCode, initial }),
  );
}

type OrderRows = Parameters<typeof insertOrder> extends [unknown, infer O, infer I] ? [O, I] : never;

/** The order's row and its lines from a priced basket: what checkout writes, and a subscription's renewal too. */
export function orderRowsFromQuote(
  shop: ResolvedStore,
  quote: Quote,
  buyer: { customerId: number | null; email: string; firstname: string; lastname: string },
  billingAddress: AddressRecord,
  options: { method: string; retailerCode: string | null; initial?: { state: string; status: string } },
): OrderRows {
  const { totals, cart, selectedRate } = quote;
  const initial = options.initial ?? { state: 'new', status: 'pending' };
  return [
    {
      storeId: shop.store.id,
      cartId: cart.id,
      customerId: buyer.customerId,
      customerEmail: buyer.email,
      customerFirstname: buyer.firstname,
      customerLastname: buyer.lastname,
      state: initial.state,
      status: initial.status,
      currency: totals.currency,
      subtotal: totals.subtotal,
      subtotalInclTax: totals.subtotalInclTax,
      discountAmount: totals.discountAmount,
      shippingAmount: totals.shippingAmount,
      shippingInclTax: totals.shippingInclTax,
      taxAmount: totals.taxAmount,
      grandTotal: totals.grandTotal,
      totals: quoteTotalsDto(quote, shop.settings),
      couponCode: quote.promotions.appliedCoupon?.code ?? null,
      appliedRuleIds: quote.promotions.appliedRuleIds,
      rewardPointsSpent: quote.reward.points,
      rewardAmount: quote.reward.amount,
      shippingAddress: cart.shippingAddress!,
      billingAddress,
      shippingCarrierCode: selectedRate!.carrierCode,
      shippingMethodCode: selectedRate!.methodCode,
      shippingDescription: totals.shippingTitle ?? '',
      paymentMethod: options.method,
      giftMessage: cart.giftMessage,
      shippingNote: shop.settings.checkout.shippingNotes.enabled ? cart.shippingNote : null,
      // Spec 002 summary blocks: the basket's packaging choice and the retailer code go with the order.
      secondaryPackaging: packagingChosen(shop.settings.secondaryPackaging, cart.secondaryPackaging),
      retailerCode: options.retailerCode,
    },
    totals.items.map((i) => {
      const line = quote.lines.find((l) => l.itemId === i.itemId)!;
      return {
        productId: line.productId,
        sku: i.sku,
        name: i.name,
        qty: i.qty,
        price: i.price,
        priceInclTax: i.priceInclTax,
        rowTotal: i.rowTotal,
        rowTotalInclTax: i.rowTotalInclTax,
        taxAmount: i.taxAmount,
        taxPercent: totals.taxRateBasisPoints,
        isSubscription: i.isSubscription,
        subscriptionInterval: i.subscriptionInterval,
        giftRuleId: line.giftRuleId,
        personalisation: line.personalisation,
        giftMessage: line.giftMessage,
      };
    }),
  ];
}

/** Spec 001 §5: a logged-in customer's delivery address always goes to the address book. */
async function rememberAddress(tx: Transaction, customerId: number, address: AddressRecord): Promise<void> {
  if (address.customerAddressId || isRegistryAddress(address)) return;
  const existing = await listAddresses(tx, customerId);
  if (existing.some((a) => sameBookAddress(a, address))) return;
  const first = existing.length === 0;
  await saveAddress(tx, customerId, { ...toBookAddress(address), isDefaultShipping: first, isDefaultBilling: first });
}
