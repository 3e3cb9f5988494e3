import { eq } from 'drizzle-orm';
import { carts, orders, payuEvents, payuPayments, products } from '../../../db/schema';
import { freePort } from '../../../shared/server/testing/free-port';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { createTestApp, type TestApp } from '../../../shared/server/testing/test-app';
import { createPayuClient, SANDBOX_PAYU_CREDENTIALS } from '../providers';
import { type RunningPayuTwin, startPayuTwin } from '../providers/sandbox/app';

export const BR = '/rest/br/V1';
export const MX = '/rest/mx/V1';
export const CPF = '529.982.247-25';

export const BR_ADDRESS = {
  firstname: 'Ana',
  lastname: 'Souza',
  street: ['Av. Paulista, 1578'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-200',
  country_id: 'BR',
  telephone: '+5511987654321',
  email: 'ana.souza@example.com',
};
export const MX_ADDRESS = {
  firstname: 'Lucía',
  lastname: 'Hernández',
  street: ['Av. Paseo de la Reforma 222'],
  city: 'Ciudad de México',
  region: 'CDMX',
  postcode: '06600',
  country_id: 'MX',
  telephone: '+525512345678',
  email: 'lucia@example.com',
};

/**
 * The shop on a real port with PayU's twin on its own, each knowing the other's origin: the shop calls
 * PayU over HTTP, PayU posts its confirmations to the shop over HTTP. `latency` steers the twin.
 */
export async function payuShop() {
  const shopPort = await freePort();
  const shopOrigin = `http://127.0.0.1:${shopPort}`;
  const steer = { latency: 0, outage: false };
  const twin: RunningPayuTwin = await startPayuTwin({
    port: 0,
    shopOrigin,
    credentials: SANDBOX_PAYU_CREDENTIALS,
    latencyMs: () => steer.latency,
    outage: () => steer.outage,
    retryDelayMs: 10,
  });
  const t: TestApp = await createTestApp({ payu: createPayuClient({ baseUrl: twin.url, timeoutMs: 2_000, ...SANDBOX_PAYU_CREDENTIALS }) });
  await t.app.listen({ port: shopPort, host: '127.0.0.1' });
  const db = t.database.db;
  const client = shopClient(t);

  async function readyCart(base: string, address: object, items = [{ sku: 'EPOD2-KIT-BLUE', qty: 1 }]): Promise<string> {
    const cartId = (await client.post(`${base}/guest-carts`)).json() as string;
    for (const item of items) {
      const added = await client.post(`${base}/guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } });
      if (added.statusCode !== 200) throw new Error(added.body);
    }
    const shipping = await client.post(`${base}/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    if (shipping.statusCode !== 200) throw new Error(shipping.body);
    return cartId;
  }

  const place = (base: string, cartId: string, method: string, additional_data: object, billingAddress: object) =>
    client.post(`${base}/guest-carts/${cartId}/payment-information`, {
      email: (billingAddress as { email: string }).email,
      paymentMethod: { method, additional_data },
      billingAddress,
    });

  const cartOf = async (maskedId: string) => (await db.select().from(carts).where(eq(carts.maskedId, maskedId)))[0];
  const orderOf = async (cartId: number) => (await db.select().from(orders).where(eq(orders.cartId, cartId)))[0];
  const paymentsOf = (cartId: number) => db.select().from(payuPayments).where(eq(payuPayments.cartId, cartId));
  const eventsOf = (reference: string) => db.select().from(payuEvents).where(eq(payuEvents.reference, reference));
  const stockOf = async (sku: string) => (await db.select({ qty: products.qty }).from(products).where(eq(products.sku, sku)))[0].qty;

  return {
    t,
    twin,
    steer,
    shopOrigin,
    client,
    readyCart,
    place,
    cartOf,
    orderOf,
    paymentsOf,
    eventsOf,
    stockOf,
    async close() {
      await twin.twin.settled();
      await t.close();
      await twin.close();
    },
  };
}

export type PayuShop = Awaited<ReturnType<typeof payuShop>>;
