import { isRegistryAddress } from '../../features/gift-registry/domain';
import type { OrderConfirmation } from '../../features/mail/domain';
import type { OrderConfirmationReader } from '../../features/mail/server/service';
import { deliveryPointDto, deliveryPointLines, type OrderDeliveryPoint } from '../../features/orders/domain';
import { findOrderByCart, listOrderItems } from '../../features/orders/server/service';
import { orderParcelShopDeliveryPoint } from '../../features/parcel-shops/server/service';
import { paymentMethodTitle } from '../../features/payment/domain';
import { orderCardOfCart } from '../../features/payment/server/service';
import { orderPickupDeliveryPoint } from '../../features/pickup-points/server/service';
import type { StoreDirectory } from '../../features/stores/server/service';
import { addMonthsIso } from '../../features/subscriptions/domain';
import { storeToday } from '../../shared/domain/clock';

/** The store as the e-mail's shopper read it: in the language the e-mail is written in, when the store offers it besides its own. */
async function storeAsMailed(stores: StoreDirectory, mailed: { code: string; locale: string }) {
  const shop = await stores.resolve(mailed.code);
  return shop && mailed.locale !== shop.store.locale ? stores.resolveIn(shop, mailed.locale) : shop;
}

/**
 * The order confirmation's facts, read from the order when its e-mail is sent (the outbox row was written
 * in the order's transaction, so the order is there): the app composes them from the features that keep
 * them, as it does for the order's answer.
 */
export function orderConfirmationReader(stores: StoreDirectory): OrderConfirmationReader {
  return async (db, mail) => {
    const order = await findOrderByCart(db, mail.cartId);
    if (!order || order.id !== mail.orderId) return null;
    const [items, shop, card] = await Promise.all([listOrderItems(db, order.id), storeAsMailed(stores, mail.store), orderCardOfCart(db, order.cartId)]);
    let point: OrderDeliveryPoint | null = null;
    for (const find of [orderPickupDeliveryPoint, orderParcelShopDeliveryPoint]) point ??= await find(db, order.id);
    const subscription = items.find((item) => item.isSubscription && item.subscriptionInterval > 0);
    const placedOn = storeToday({ now: () => order.createdAt }, mail.store.timeZone);
    const confirmation: OrderConfirmation = {
      incrementId: order.incrementId,
      firstname: order.customerFirstname,
      lastname: order.customerLastname,
      placedAt: order.createdAt.toISOString(),
      isGuest: order.customerId === null,
      lines: items.map((item) => ({
        name: item.name,
        sku: item.sku,
        qty: item.qty,
        rowTotalInclTax: item.rowTotalInclTax,
        subscriptionIntervalMonths: item.isSubscription && item.subscriptionInterval > 0 ? item.subscriptionInterval : null,
      })),
      totals: {
        subtotalInclTax: order.subtotalInclTax,
        discount: order.discountAmount,
        shippingInclTax: order.shippingInclTax,
        tax: order.taxAmount,
        grandTotal: order.grandTotal,
      },
      shippingAddress: isRegistryAddress(order.shippingAddress) ? null : order.shippingAddress,
      billingAddress: order.billingAddress,
      deliveryMethod: order.shippingDescription,
      deliveryPoint: point ? { name: point.name, lines: deliveryPointLines(deliveryPointDto(point)) } : null,
      payment: {
        title: (shop && paymentMethodTitle(order.paymentMethod, shop.settings.payment)) ?? order.paymentMethod,
        cardType: card?.cardType ?? null,
        cardLast4: card?.cardLast4 ?? null,
      },
      subscriptionNextDate: subscription ? addMonthsIso(placedOn, subscription.subscriptionInterval) : null,
    };
    return confirmation;
  };
}
