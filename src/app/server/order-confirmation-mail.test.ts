import { startTestMailDev, type TestMailDev } from '../../features/mail/server/testing';
import { type TestApp, createTestApp, dbKind } from '../../shared/server/testing/test-app';
import { shopClient, subscription, UK_ADDRESS } from '../../shared/server/testing/shop-client';

describe.runIf(dbKind === 'pglite')('the order confirmation e-mail', () => {
  let t: TestApp;
  let maildev: TestMailDev;
  beforeAll(async () => {
    maildev = await startTestMailDev();
    t = await createTestApp({ environment: { SMTP_URL: maildev.smtpUrl, MAIL_DELIVERY_EVERY_MS: '86400000', SHOP_ORIGIN: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t.close();
    await maildev.close();
  });

  it('is queued with the order and tells its number, lines, totals, addresses, delivery, payment and the subscription’s next date', async () => {
    const client = shopClient(t);
    const email = 'confirm.me@example.com';
    const address = { ...UK_ADDRESS, email, company: 'Pond & <Daughters>' };
    const cartId = (await client.post('guest-carts')).json() as string;
    const added = await client.post(`guest-carts/${cartId}/items`, {
      cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: cartId, product_option: subscription(1) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const shipped = await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const placed = await client.post(`guest-carts/${cartId}/payment-information`, {
      email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await client.get(`guest-carts/${cartId}/order`)).json();
    expect(await maildev.emailsTo(email)).toEqual([]);

    expect(await t.app.deliverMailNow()).toBe(1);
    const [mail] = await maildev.emailsTo(email);
    expect(mail.subject).toBe(`Your Vype order confirmation #${order.increment_id}`);
    expect(mail.from).toEqual([{ address: 'no-reply@shop.localhost', name: 'Vype' }]);
    const placedOn = new Date(order.created_at);
    const nextDate = new Date(Date.UTC(placedOn.getUTCFullYear(), placedOn.getUTCMonth() + 1, placedOn.getUTCDate()));
    const nextDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(nextDate);
    const text = mail.text;
    for (const line of [
      'Amy Pond,',
      `Order #${order.increment_id}, placed on`,
      'Items ordered\n2 × ePod Cartridges Crisp Mint',
      '(subscription, every 1 month) (SKU EPOD-CRISP-MINT-12)',
      'Delivery address\nAmy Pond\nPond & <Daughters>\n12 High Street\nGloucester, GL1 1AA\nUnited Kingdom\nT: +447400123456',
      'Delivery method\nFlat Rate - Fixed',
      'Payment method\nCash On Delivery',
      `Your subscription\nNext delivery: ${nextDay}`,
      `Grand Total: £${order.grand_total.toFixed(2)}`,
      'Vype https://shop.example/',
    ]) {
      expect(text).toContain(line);
    }
    // Interpolated values are escaped in the HTML; links go to the shop's own origin; nothing is loaded from anywhere.
    expect(mail.html).toContain('Pond &amp; &lt;Daughters&gt;');
    expect(mail.html).not.toContain('<Daughters>');
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(['https://shop.example/']);
    expect(mail.html).not.toMatch(/<img|src=/i);
  });
});
