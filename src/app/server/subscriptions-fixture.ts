import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { encryptCard } from '../../features/payment/domain';
import type { SandboxGateway } from '../../features/payment/providers/sandbox/gateway';
import type { SubscriptionNotices } from '../../features/subscriptions/server';
import type { TestApp } from '../../shared/server/testing/test-app';
import { customerToken, shopClient, subscription, UK_ADDRESS } from '../../shared/server/testing/shop-client';

export const JOHN = { email: 'john.smith@example.com', password: 'Password123!' };
export const JANE = { email: 'jane.doe@example.com', password: 'Password123!' };

/** Every notice the subscriptions wrote, in order, as the outbox would receive them. */
export function recordedNotices() {
  const seen: { kind: keyof SubscriptionNotices; subscriptionId: number; detail: Record<string, unknown> }[] = [];
  const notices: SubscriptionNotices = {
    async renewalPlaced(_tx, notice) {
      seen.push({ kind: 'renewalPlaced', subscriptionId: notice.subscriptionId, detail: notice });
    },
    async renewalPaymentFailed(_tx, notice) {
      seen.push({ kind: 'renewalPaymentFailed', subscriptionId: notice.subscriptionId, detail: notice });
    },
    async subscriptionChanged(_tx, notice) {
      seen.push({ kind: 'subscriptionChanged', subscriptionId: notice.subscriptionId, detail: notice });
    },
  };
  return { notices, seen };
}

/**
 * A customer subscribes through checkout, as in the shop: a basket of packs on a monthly subscription, the
 * UK address and flat rate, paid with a new card kept for the renewals (subscribe_pro). Answers the
 * subscription the order made and the gateway token of its card.
 */
export async function subscribeThroughCheckout(t: TestApp, who: typeof JOHN, lines: { sku: string; qty: number }[], cardholderName = 'John Smith') {
  const client = shopClient(t, { token: await customerToken(t, who) });
  const quoteId = (await client.post('carts/mine')).json();
  for (const item of (await client.get('carts/mine/items')).json() as { item_id: number }[]) await client.delete(`carts/mine/items/${item.item_id}`);
  for (const line of lines) {
    const added = await client.post('carts/mine/items', { cartItem: { ...line, quote_id: quoteId, product_option: subscription() } });
    if (added.statusCode !== 200) throw new Error(added.body);
  }
  const shipped = await client.post('carts/mine/shipping-information', {
    addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  if (shipped.statusCode !== 200) throw new Error(shipped.body);
  const key = (await t.request({ method: 'GET', url: '/worldpay/cse/public-key' })).json();
  const nextYear = new Date().getUTCFullYear() + 1;
  const encryptedData = await encryptCard(key, { number: '5555555555554444', cvc: '123', expiryMonth: '11', expiryYear: String(nextYear), cardholderName });
  const paid = await client.post('carts/mine/payment-information', {
    paymentMethod: {
      method: 'subscribe_pro',
      additional_data: { encryptedData, cc_type: 'MC', cc_number: 'XXXX-4444', cc_name: cardholderName, save_my_card: true, disclaimerFlag: true },
      extension_attributes: { agreement_ids: [1] },
    },
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const orderId = Number(paid.json());
  const [made] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
  return { client, orderId, subscription: made };
}

/** The twin's saved card behind a subscription's payment profile, to steer its outcome (its cardholder name). */
export function twinCardOf(gateway: SandboxGateway, token: string) {
  const card = gateway.savedCard(token);
  if (!card) throw new Error('the twin does not know this card');
  return card;
}
