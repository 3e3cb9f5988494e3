import { eq } from 'drizzle-orm';
import { subscriptionRenewals } from '../../db/schema';
import type { RunningGateway } from '../../features/payment/providers/sandbox/app';
import { startTestGateway } from '../../features/payment/server/testing';
import { SAVED_CARD_PAYS_SUBSCRIPTION } from '../../features/payment/domain';
import { SUBSCRIPTION_NOT_FOUND } from '../../features/subscriptions/domain';
import { createTestApp, type TestApp } from '../../shared/server/testing/test-app';
import { customerToken, shopClient } from '../../shared/server/testing/shop-client';
import { JANE, JOHN, recordedNotices, subscribeThroughCheckout } from './subscriptions-fixture';

describe('customers/me/subscriptions: the customer’s own subscriptions over REST', () => {
  let t: TestApp;
  let twin: RunningGateway;
  const { notices, seen } = recordedNotices();
  beforeAll(async () => {
    twin = await startTestGateway();
    t = await createTestApp({ subscriptions: { notices } });
  });
  afterAll(async () => {
    await t?.close();
    await twin?.close();
  });

  it('lists, changes within the store’s rules, skips, pauses, resumes and cancels; another customer’s subscription is a 404 that reveals nothing', async () => {
    const { client: john, subscription } = await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }]);
    const jane = shopClient(t, { token: await customerToken(t, JANE) });
    const base = `customers/me/subscriptions/${subscription.id}`;

    const listed = await john.get('customers/me/subscriptions');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: subscription.id,
        status: 'active',
        interval: 1,
        interval_label: 'Monthly subscription',
        offered_intervals: [1],
        next_date: subscription.nextDate,
        items: [{ product_id: expect.any(Number), sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', qty: 2 }],
        payment_card: expect.objectContaining({ type: 'MC', last4: '4444' }),
        shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
        renewals: [],
      }),
    ]);
    expect(JSON.stringify(listed.json())).not.toMatch(/tok_/);

    // Another customer: the same 404 as an unknown id, nothing changed, nothing listed.
    expect((await jane.get('customers/me/subscriptions')).json()).toEqual([]);
    for (const call of [
      () => jane.post(`${base}/pause`),
      () => jane.put(`${base}/items/EPOD-CRISP-MINT-12`, { qty: 3 }),
      () => jane.post('customers/me/subscriptions/999999/cancel'),
      () => john.post('customers/me/subscriptions/abc/cancel'),
    ]) {
      const answer = await call();
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: SUBSCRIPTION_NOT_FOUND, parameters: [] });
    }
    expect(seen).toEqual([]);

    // Quantities within the store's subscription limits (2 to 10 packs), with the basket's own messages.
    const tooMany = await john.put(`${base}/items/EPOD-CRISP-MINT-12`, { qty: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      message:
        'You can only have up to %qty cartridges in your basket when you subscribe to {brand}. Please decrease the quantity of cartridges to qualify for subscription.',
      parameters: { qty: 10, brand: 'Vype' },
    });
    const tooFew = await john.put(`${base}/items/EPOD-CRISP-MINT-12`, { qty: '1' });
    expect(tooFew.json()).toEqual({
      message:
        'You have selected a subscription option. You need a minimum of %qty cartridges in your basket in order to qualify for our subscription service.',
      parameters: { qty: 2 },
    });
    expect((await john.put(`${base}/items/EPOD-CRISP-MINT-12`, { qty: 'two' })).json()).toEqual({
      message: 'Please enter a whole number of packs, at least 1.',
      parameters: [],
    });
    expect((await john.put(`${base}/items/EPOD-DARK-CHERRY-6`, { qty: 3 })).json()).toEqual({
      message: 'This product is not part of the subscription.',
      parameters: [],
    });
    const changed = await john.put(`${base}/items/EPOD-CRISP-MINT-12`, { qty: '4' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().items[0].qty).toBe(4);

    // Intervals the product offers in the store (the UK: monthly only).
    const interval = await john.put(`${base}/interval`, { interval: 6 });
    expect(interval.statusCode).toBe(400);
    expect(interval.json()).toEqual({ message: 'The subscription interval %1 is not available for this product.', parameters: { 1: 6 } });

    // Skip: that period is never renewed, the next date moves one month on.
    const skipped = await john.post(`${base}/skip`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().next_date > subscription.nextDate).toBe(true);
    expect((await t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.subscriptionId, subscription.id)))[0]).toMatchObject({
      period: subscription.nextDate,
      status: 'skipped',
    });

    expect((await john.post(`${base}/resume`)).json()).toEqual({ message: 'Only a paused subscription can be resumed.', parameters: [] });
    expect((await john.post(`${base}/pause`)).json().status).toBe('paused');
    expect((await john.post(`${base}/skip`)).json()).toEqual({ message: 'Only an active subscription can be paused or skip a delivery.', parameters: [] });
    expect((await john.post(`${base}/resume`)).json().status).toBe('active');

    // The card: only one of the customer's own cards kept for subscriptions.
    expect((await john.put(`${base}/payment-card`, { card_id: 1 })).json()).toEqual({
      message: 'This card cannot pay for subscriptions. Please choose a card saved for your subscription.',
      parameters: [],
    });

    // Another of John's own subscription cards: the renewals charge it from now on; the card a subscription uses cannot be deleted.
    const second = await subscribeThroughCheckout(t, JOHN, [{ sku: 'EPOD-DARK-CHERRY-6', qty: 2 }], 'John Q Smith');
    const newCard = second.subscription.paymentProfileId!;
    expect(newCard).not.toBe(subscription.paymentProfileId);
    const switched = await john.put(`${base}/payment-card`, { card_id: String(newCard) });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().payment_card.id).toBe(newCard);
    // Jane cannot put her card on John's subscription, nor John Jane's.
    expect((await jane.put(`${base}/payment-card`, { card_id: newCard })).statusCode).toBe(404);
    const refusedDelete = await john.delete(`customers/me/saved-cards/${subscription.paymentProfileId}`);
    expect(refusedDelete.statusCode).toBe(400);
    expect(refusedDelete.json().message).toBe(SAVED_CARD_PAYS_SUBSCRIPTION);

    // The address: checkout's rules (a UK mobile for the UK).
    const badPhone = await john.put(`${base}/shipping-address`, {
      address: { firstname: 'John', lastname: 'Smith', street: ['1 High Street'], city: 'London', postcode: 'SW1A 1AA', country_id: 'GB', telephone: '12' },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().parameters).toEqual({ fieldName: 'telephone' });
    const moved = await john.put(`${base}/shipping-address`, {
      address: {
        firstname: 'John',
        lastname: 'Smith',
        street: ['10 Downing Street'],
        city: 'London',
        postcode: 'SW1A 2AA',
        country_id: 'GB',
        telephone: '+447700900123',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().shipping_address).toMatchObject({ street: ['10 Downing Street'], postcode: 'SW1A 2AA' });

    expect((await john.post(`${base}/cancel`)).json().status).toBe('cancelled');
    expect((await john.post(`${base}/resume`)).json()).toEqual({ message: 'This subscription is cancelled and can no longer be changed.', parameters: [] });
    expect(seen.filter((n) => n.subscriptionId === subscription.id).map((n) => n.detail.change)).toEqual([
      'quantity',
      'skipped',
      'paused',
      'resumed',
      'card',
      'address',
      'cancelled',
    ]);

    // A guest has none.
    expect((await shopClient(t).get('customers/me/subscriptions')).statusCode).toBe(401);
  }, 120_000);
});
