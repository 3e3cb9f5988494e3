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
      '(subscription, every month) (SKU EPOD-CRISP-MINT-12)',
      'Delivery address\nAmy Pond\nPond & <Daughters>\n12 High Street\nGloucester\nGL1 1AA\nUnited Kingdom\nT: +447400123456',
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

  it('is written in the language the shopper chose among the store’s: Welsh in the UK store', async () => {
    const welsh = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.request({ method, url: `/rest/default/V1/${path}`, payload, headers: { cookie: 'language=cy' } });
    const email = 'cymraeg@example.com';
    const cartId = (await welsh('POST', 'guest-carts')).json() as string;
    expect((await welsh('POST', `guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cartId } })).statusCode).toBe(200);
    const shipped = await welsh('POST', `guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: { ...UK_ADDRESS, email }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const placed = await welsh('POST', `guest-carts/${cartId}/payment-information`, {
      email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await welsh('GET', `guest-carts/${cartId}/order`)).json();
    expect(await t.app.deliverMailNow()).toBe(1);
    const [mail] = await maildev.emailsTo(email);
    expect(mail.subject).toBe(`Cadarnhad o’ch archeb Vype rhif ${order.increment_id}`);
    expect(mail.html).toContain('<html lang="cy">');
    expect(mail.text).toContain('Talu wrth Dderbyn');
    expect(mail.text).not.toContain('Cash On Delivery');
  });

  it('tells a guest who makes an account from the order, in the welcome e-mail, that the order is in the account now', async () => {
    const client = shopClient(t);
    const email = 'account.from.order@example.com';
    const cartId = (await client.post('guest-carts')).json() as string;
    expect((await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 1, quote_id: cartId } })).statusCode).toBe(200);
    const shipped = await client.post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: { ...UK_ADDRESS, email }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const placed = await client.post(`guest-carts/${cartId}/payment-information`, {
      email,
      paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await client.get(`guest-carts/${cartId}/order`)).json();
    // The confirmation was queued with the order, the guest's; the account comes after it, before either is sent.
    const made = await client.post(`guest-carts/${cartId}/order/account`, { password: 'Pond4ever!' });
    expect(made.statusCode, made.body).toBe(200);

    expect(await t.app.deliverMailNow()).toBe(2);
    const mails = await maildev.emailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Welcome to Vype', `Your Vype order confirmation #${order.increment_id}`]);
    const welcome = mails.find((m) => m.subject === 'Welcome to Vype')!;
    const orderLink = `https://shop.example/sales/order/view/order_id/${order.entity_id}`;
    expect(welcome.text).toContain(
      `Welcome to Vype. Your account has been created.\n\nYour order #${order.increment_id} is in your account now: you can follow it in My Account.\n${orderLink}\n\nTo sign in, use your email address (${email})`,
    );
    expect([...welcome.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toContain(orderLink);

    // An account made on its own (not from an order) names no order.
    const other = 'no.order@example.com';
    const registered = await client.post('customers', { customer: { email: other, firstname: 'Rory', lastname: 'Williams' }, password: 'Pond4ever!' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await t.app.deliverMailNow()).toBe(1);
    const [plain] = await maildev.emailsTo(other);
    expect(plain.text).toContain('Welcome to Vype. Your account has been created.\n\nTo sign in,');
    expect(plain.text).not.toContain('Your order #');
  });

  it('speaks the language of the store the account was made in: German for the German store, French for the French', async () => {
    for (const [store, email, subject, welcome] of [
      ['de', 'neu.kunde@example.com', 'Willkommen bei Vype', 'Willkommen bei Vype. Ihr Kundenkonto wurde angelegt.'],
      ['fr', 'nouveau.client@example.com', 'Bienvenue chez Vype', 'Bienvenue chez Vype. Votre compte a bien été créé.'],
    ]) {
      const client = shopClient(t);
      const made = await client.post(`/rest/${store}/V1/customers`, { customer: { email, firstname: 'Alex', lastname: 'Muster' }, password: 'Pond4ever!' });
      expect(made.statusCode, made.body).toBe(200);
      expect(await t.app.deliverMailNow()).toBe(1);
      const [mail] = await maildev.emailsTo(email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(welcome);
      expect(mail.html).toContain(`<html lang="${store === 'de' ? 'de-DE' : 'fr-FR'}">`);
    }
  });
});
