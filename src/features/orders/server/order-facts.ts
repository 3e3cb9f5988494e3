import { type Clock, storeToday } from '../../../shared/domain/clock';
import { paymentMethodTitle } from '../../payment/domain';
import type { StoreSettings } from '../../stores/domain';
import { expectedDeliveryDate } from '../domain';
import type { OrderStoreFacts } from './dto';
import type { OrderRow } from './order-rows';

/** The order's day in its store, its payment method's title and when it should arrive, by the store's settings. */
export function orderStoreFacts(order: OrderRow, settings: StoreSettings): OrderStoreFacts {
  const placedAt: Clock = { now: () => order.createdAt };
  const placedOn = storeToday(placedAt, settings.timeZone);
  const workingDays = settings.deliveryWorkingDays[order.shippingCarrierCode] ?? null;
  return {
    paymentTitle: paymentMethodTitle(order.paymentMethod, settings.payment),
    placedOn,
    expectedDelivery: workingDays === null ? null : expectedDeliveryDate(placedOn, workingDays),
  };
}
