import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { REST, UK_ADDRESS, customerToken, newGuestCart, shopClient, subscription } from '../../../shared/server/testing/shop-client';
import { setStoreConfig } from '../../stores/server/testing';

const MINT = 'EPOD-CRISP-MINT-12';
const CHERRY = 'EPOD-DARK-CHERRY-6';
const FREE_DEVICE = 'EPOD2-KIT-BLACK';
const CABLE = 'ACC-USBC-CABLE';
const TRIAL = 'EPOD2-TRIAL-KIT';
const TOO_FEW = 'You have selected a subscription option. You need a minimum of 2 cartridges in your basket in order to qualify for our subscription service.';
const TOO_MANY =
  'You can only have up to 10 cartridges in your basket when you subscribe to Vype. Please decrease the quantity of cartridges to qualify for subscription.';

describe('basket page data and actions', () => {
  let t: TestApp;
  let cartId: string;
  const client = () => shopClient(t);
  const add = (sku: string, qty: number, option?: object) =>
    client().post(`guest-carts/${cartId}/items`, { cartItem: { sku, qty, quote_id: cartId, product_option: option } });
  const data = async () => (await client().get(`guest-carts/${cartId}/cart-data`)).json();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    cartId = await newGuestCart(t);
  });

  it('serves the cart data the page runs on, with server-priced row totals', async () => {
    await add(MINT, 2);
    const body = await data();
    expect(body).toMatchObject({
      summary_count: 2,
      subtotalAmount: 11.98,
      isGuestCheckoutAllowed: true,
      is_free_device_product: false,
      submin: 2,
      submax: 10,
      subscription_message: null,
      min_limit_validation: false,
      max_limit_validation: false,
      invalid_basket: { show: false, can_accept_subscriptions: false },
      device_trial: { enabled: true, has_products: false },
    });
    expect(body.data_id).toEqual(expect.any(Number));
    expect(body.items[0]).toMatchObject({
      product_sku: MINT,
      qty: 2,
      row_total_incl_tax: 11.98,
      attributes: { info_buyRequest: { subscription_option: { create_new_subscription_at_checkout: false } } },
    });
    expect(body.banners.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('cartridgesTotal');
  });

  it('checks the subscription pack count: too few, in range, too many', async () => {
    const { item_id } = (await add(MINT, 1, subscription(1))).json();
    expect((await data()).subscription_message).toBe(TOO_FEW);
    await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 2 } });
    expect((await data()).subscription_message).toBeNull();
    await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 11 } });
    expect((await data()).subscription_message).toBe(TOO_MANY);
  });

  it('prompts for a free device in a mixed basket and switches every line on acceptance', async () => {
    await add(FREE_DEVICE, 1);
    await add(MINT, 2, subscription(1));
    await add(CHERRY, 1);
    const before = await data();
    expect(before.invalid_basket).toEqual({ show: true, can_accept_subscriptions: true });
    expect(before.is_free_device_product).toBe(true);

    const res = await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'subscription' });
    expect(res.statusCode).toBe(200);
    expect(res.json().invalid_basket.show).toBe(false);
    const subscribed = res
      .json()
      .items.filter(
        (i: { attributes: { info_buyRequest: { subscription_option: { create_new_subscription_at_checkout: boolean } } } }) =>
          i.attributes.info_buyRequest.subscription_option.create_new_subscription_at_checkout,
      );
    expect(subscribed.map((i: { product_sku: string }) => i.product_sku).sort()).toEqual([MINT, CHERRY].sort());
    expect(res.json().data_id).toBeGreaterThan(before.data_id);

    const back = (await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'onetime' })).json();
    expect(
      back.items.every(
        (i: { attributes: { info_buyRequest: { subscription_option: { create_new_subscription_at_checkout: boolean } } } }) =>
          !i.attributes.info_buyRequest.subscription_option.create_new_subscription_at_checkout,
      ),
    ).toBe(true);
  });

  it('offers only one-time purchases when a line cannot be subscribed to', async () => {
    await add(FREE_DEVICE, 1);
    await add(CABLE, 1);
    await add(MINT, 2, subscription(1));
    await add(CHERRY, 1);
    expect((await data()).invalid_basket).toEqual({ show: true, can_accept_subscriptions: false });
  });

  it('refuses an unknown basket mode and changes nothing', async () => {
    await add(MINT, 2);
    const before = await data();
    const res = await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    expect((await data()).data_id).toBe(before.data_id);
  });

  it('validates a basket form without changing it, naming the line and the problem', async () => {
    const { item_id } = (await add(MINT, 2)).json();
    const before = await data();
    const ok = await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [item_id]: { qty: 3 } } });
    expect(ok.json()).toEqual({ success: true, error_message: [] });
    const removal = await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [item_id]: { qty: 0 } } });
    expect(removal.json()).toEqual({ success: true, error_message: [] });
    const bad = await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [item_id]: { qty: -1 } } });
    expect(bad.json()).toEqual({ success: false, error_message: [{ itemId: item_id, error: 'Please enter a quantity greater than 0.' }] });
    const tooMany = await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [item_id]: { qty: 101 } } });
    expect(tooMany.json().error_message).toEqual([{ itemId: item_id, error: 'The maximum you may purchase is 100.' }]);
    const noStock = await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [item_id]: { qty: 100 } } });
    expect(noStock.json().success).toBe(true);
    expect((await data()).data_id).toBe(before.data_id);
  });

  it('submits the basket form: new quantities, 0 removes, a bad quantity refuses all, empty_cart empties', async () => {
    const mint = (await add(MINT, 2)).json().item_id;
    const cable = (await add(CABLE, 1)).json().item_id;
    const updated = (await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [mint]: { qty: '4' }, [cable]: { qty: 0 } } })).json();
    expect(updated.items.map((i: { product_sku: string; qty: number }) => [i.product_sku, i.qty])).toEqual([[MINT, 4]]);

    const refused = await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [mint]: { qty: 'two' } } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please enter a quantity greater than 0.');
    expect((await data()).items[0].qty).toBe(4);

    const emptied = (await client().post(`guest-carts/${cartId}/basket/update`, { update_cart_action: 'empty_cart' })).json();
    expect(emptied.items).toEqual([]);
  });

  it('validates and updates in one call: refused quantities come back as the validation report, nothing changed', async () => {
    const mint = (await add(MINT, 2)).json().item_id;
    const cable = (await add(CABLE, 1)).json().item_id;
    const before = await data();
    const refused = await client().post(`guest-carts/${cartId}/basket/update`, {
      report_problems: true,
      cart: { [mint]: { qty: 101 }, [cable]: { qty: 2 } },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ success: false, error_message: [{ itemId: mint, error: 'The maximum you may purchase is 100.' }] });
    expect((await data()).data_id).toBe(before.data_id);

    const accepted = (await client().post(`guest-carts/${cartId}/basket/update`, { report_problems: true, cart: { [mint]: { qty: 3 } } })).json();
    expect(accepted.items.map((i: { product_sku: string; qty: number }) => [i.product_sku, i.qty])).toEqual([
      [MINT, 3],
      [CABLE, 1],
    ]);
    const invalid = await client().post(`guest-carts/${cartId}/basket/update`, { report_problems: 'yes', cart: {} });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers a basket change with the totals and the cart as their own calls serve them, from the same version', async () => {
    const mint = (await add(MINT, 2)).json().item_id;
    await add(CABLE, 1);
    const updated = (await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [mint]: { qty: 3 } } })).json();
    expect(updated.totals).toEqual((await client().get(`guest-carts/${cartId}/totals`)).json());
    const cart = (await client().get(`guest-carts/${cartId}`)).json();
    expect(updated.cart).toEqual(cart);
    expect(updated.cart.items_qty).toBe(4);
    expect(updated.cart.extension_attributes.data_id).toBe(updated.data_id);
    expect(updated.totals.total_segments.find((s: { code: string }) => s.code === 'grand_total').value).toBe(updated.totals.grand_total);
  });

  it('answers the module paths: updatePost with an empty cart parameter, and the device-trial check', async () => {
    await add(MINT, 1);
    const before = await data();
    const post = await t.request({ method: 'POST', url: '/checkout/cart/updatePost', payload: { form_key: 'x', cart: {}, quote_id: cartId } });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ success: true, data_id: before.data_id });

    const check = () => t.request({ method: 'GET', url: `/devicetrial/checkout/hasDeviceTrialProductsInCart?quote_id=${cartId}` }).then((r) => r.json());
    expect(await check()).toBe(false);
    await add(TRIAL, 1);
    expect(await check()).toBe(true);
    const unknown = await t.request({ method: 'GET', url: '/devicetrial/checkout/hasDeviceTrialProductsInCart?quote_id=nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives customers the exclusivity data, and hides nothing a guest needs', async () => {
    const token = await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' });
    const john = shopClient(t, { token });
    await john.post('carts/mine');
    await john.post('carts/mine/basket/update', { update_cart_action: 'empty_cart' });
    await john.post('carts/mine/items', { cartItem: { sku: MINT, qty: 2, product_option: subscription(1) } });
    await john.post('carts/mine/items', { cartItem: { sku: CHERRY, qty: 1 } });
    const restore = await setStoreConfig(t.database.db, { 'subscription/exclusivity/active': '1' });
    try {
      const body = (await john.get('carts/mine/cart-data')).json();
      expect(body).toMatchObject({
        cartridgesTotal: 3,
        total_subs_item: 2,
        is_exclusivity_enabled: true,
        is_mixed_cart: true,
        min_limit: 2,
        max_limit: 10,
        subscription_convert_message: 'Subscribe to every pack in your basket to get your exclusive subscription price.',
        exclusivity_message: null,
      });
      expect(body.subscriptionCombinationJson['2-3']).toEqual({ discount_per_pack: 0.5, badge: 'Save 50p a pack' });
    } finally {
      await restore();
      await john.post('carts/mine/basket/update', { update_cart_action: 'empty_cart' });
    }
  });

  it("answers the basket's messages in the store's language", async () => {
    const token = await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' });
    const john = shopClient(t, { token });
    const FR = '/rest/fr/V1/carts/mine';
    await john.post(FR);
    await john.post(`${FR}/basket/update`, { update_cart_action: 'empty_cart' });
    try {
      expect((await john.post(`${FR}/items`, { cartItem: { sku: MINT, qty: 1, product_option: subscription(1) } })).statusCode).toBe(200);
      expect((await john.post(`${FR}/items`, { cartItem: { sku: CHERRY, qty: 1 } })).statusCode).toBe(200);
      const body = (await john.get(`${FR}/cart-data`)).json();
      expect(body).toMatchObject({
        is_mixed_cart: true,
        subscription_convert_message: 'Passez tous les packs de votre panier en abonnement pour bénéficier de votre prix d’abonnement exclusif.',
        subscription_explanation: 'Les abonnements s’appliquent uniquement aux cartouches Vype et ne sont pas cumulables avec d’autres promotions.',
        min_limit_message: 'Votre panier doit contenir au moins 1 article(s) pour passer commande.',
      });
      expect(body.subscription_message).toBe(
        'Vous avez choisi une option d’abonnement. Votre panier doit contenir au moins 2 cartouches pour bénéficier de notre service d’abonnement.',
      );
    } finally {
      await john.post(`${FR}/basket/update`, { update_cart_action: 'empty_cart' });
    }
  });

  it("answers the basket's messages in the language the shopper chose among the store's", async () => {
    const token = await customerToken(t, { email: 'john.smith@example.com', password: 'Password123!' });
    await shopClient(t, { token }).post('carts/mine');
    const welsh = await t.request({ method: 'GET', url: `${REST}/carts/mine/cart-data`, headers: { authorization: `Bearer ${token}`, cookie: 'language=cy' } });
    expect(welsh.json().subscription_explanation).toBe('Mae tanysgrifiadau’n berthnasol i getris Vype yn unig ac ni ellir eu cyfuno â hyrwyddiadau eraill.');
    const english = (await shopClient(t, { token }).get('carts/mine/cart-data')).json();
    expect(english.subscription_explanation).toBe("Subscriptions apply only to Vype's cartridges and cannot be combined with other promotions.");
  });

  it('refuses to place an order outside the subscription limits, as the disabled button does', async () => {
    const { item_id } = (await add(MINT, 1, subscription(1))).json();
    await client().post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: UK_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
    });
    const place = () =>
      client().post(`guest-carts/${cartId}/payment-information`, {
        email: UK_ADDRESS.email,
        paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } },
      });
    const refused = await place();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: TOO_FEW.replace('2', '%qty'), parameters: { qty: 2 } });
    await client().put(`guest-carts/${cartId}/items/${item_id}`, { cartItem: { qty: 2 } });
    expect((await place()).statusCode).toBe(200);
  });

  it('keeps a line gift message when the line switches purchase option', async () => {
    const { item_id } = (await add(MINT, 2)).json();
    const message = { recipient: 'Sam', sender: 'Alex', message: 'Enjoy!' };
    expect((await client().post(`guest-carts/${cartId}/gift-message/${item_id}`, { gift_message: message })).statusCode).toBe(200);
    const switched = (await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'subscription' })).json();
    expect(switched.items[0].gift_message).toEqual(message);
    const back = await client().put(`guest-carts/${cartId}/items/${switched.items[0].item_id}`, {
      cartItem: { qty: 2, product_option: { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: false } } } },
    });
    expect(back.statusCode).toBe(200);
    expect((await data()).items[0].gift_message).toEqual(message);
  });

  it('counts a removed line as nothing against stock, and reads only a real 0 as removal', async () => {
    await t.database.db.update(products).set({ qty: 5 }).where(eq(products.sku, CHERRY));
    const sub = (await add(CHERRY, 3, subscription(1))).json().item_id;
    const once = (await add(CHERRY, 2)).json().item_id;
    const form = { [sub]: { qty: 0 }, [once]: { qty: 4 } };
    expect((await client().post(`guest-carts/${cartId}/basket/validate`, { cart: form })).json()).toEqual({ success: true, error_message: [] });
    const tooMuch = { [sub]: { qty: 2 }, [once]: { qty: 4 } };
    expect((await client().post(`guest-carts/${cartId}/basket/validate`, { cart: tooMuch })).json().error_message).toEqual([
      { itemId: sub, error: 'The requested qty is not available' },
      { itemId: once, error: 'The requested qty is not available' },
    ]);
    for (const notZero of [' ', '0x0', '-0']) {
      const res = await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [sub]: { qty: notZero } } });
      expect(res.statusCode, notZero).toBe(400);
    }
    const updated = (await client().post(`guest-carts/${cartId}/basket/update`, { cart: form })).json();
    expect(updated.items.map((i: { qty: number }) => i.qty)).toEqual([4]);
  });

  it('keeps a free gift at the quantity its offer gives', async () => {
    await add('EPEN3-KIT-SILVER', 1);
    const offer = (await client().get(`guest-carts/${cartId}/promo-items`)).json();
    await client().post(`guest-carts/${cartId}/promo-items`, { data: [{ rule_id: offer.items[0].rule_id, sku: MINT, qty: 1 }] });
    const gift = (await data()).items.find((i: { is_gift: boolean }) => i.is_gift);
    const GIFT_QTY_FIXED = 'A free gift comes in the quantity the offer gives; remove it if you do not want it.';
    expect((await client().post(`guest-carts/${cartId}/basket/validate`, { cart: { [gift.item_id]: { qty: 50 } } })).json().error_message).toEqual([
      { itemId: gift.item_id, error: GIFT_QTY_FIXED },
    ]);
    const refused = await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [gift.item_id]: { qty: 50 } } });
    expect(refused.json()).toMatchObject({ message: GIFT_QTY_FIXED });
    const removed = (await client().post(`guest-carts/${cartId}/basket/update`, { cart: { [gift.item_id]: { qty: 0 } } })).json();
    expect(removed.items.some((i: { is_gift: boolean }) => i.is_gift)).toBe(false);
  });

  it('refuses to join two lines whose gift messages differ, and changes nothing', async () => {
    const sub = (await add(MINT, 2, subscription(1))).json().item_id;
    const once = (await add(MINT, 1)).json().item_id;
    await client().post(`guest-carts/${cartId}/gift-message/${sub}`, { gift_message: { recipient: 'Sam', sender: 'Alex', message: 'One' } });
    await client().post(`guest-carts/${cartId}/gift-message/${once}`, { gift_message: { recipient: 'Kim', sender: 'Alex', message: 'Two' } });
    const before = await data();
    const CLASH = { message: 'Two lines with different gift messages would become one. Delete one of the gift messages first.' };
    expect((await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'onetime' })).json()).toMatchObject(CLASH);
    const oneTime = { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: false } } };
    expect((await client().put(`guest-carts/${cartId}/items/${sub}`, { cartItem: { qty: 2, product_option: oneTime } })).json()).toMatchObject(CLASH);
    expect((await data()).data_id).toBe(before.data_id);
    await client().post(`guest-carts/${cartId}/gift-message/${once}`, { gift_message: { recipient: '', sender: '', message: '' } });
    const joined = (await client().post(`guest-carts/${cartId}/basket/mode`, { actionType: 'onetime' })).json();
    expect(joined.items).toHaveLength(1);
    expect(joined.items[0]).toMatchObject({ qty: 3, gift_message: { recipient: 'Sam', sender: 'Alex', message: 'One' } });
  });
});
