import type { OrderDeliveryPointDto } from '../domain';

/**
 * Which order the success page reads, and what it shows until the server answers; kept for this browser
 * tab only. `lookupPath` is how the server is asked: a guest's `guest-carts/{masked id}/order` (the masked
 * id is the guest's proof, held by this browser alone) or a customer's `carts/mine/orders/{id}`.
 */
export interface LastOrder {
  orderId: string;
  lookupPath?: string;
  incrementId: string | null;
  email: string | null;
  grandTotal: number | null;
  /** The pickup point or parcel shop the order waits at, from the order's answer; absent or null for a home delivery. */
  deliveryPoint?: OrderDeliveryPointDto | null;
}

const STORAGE_KEY = 'shop.lastOrder';

export function rememberLastOrder(order: LastOrder): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Without storage the success page still thanks the shopper, only without the number.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as LastOrder) : null;
  } catch {
    return null;
  }
}
