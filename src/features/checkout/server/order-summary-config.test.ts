import { setStoreConfig } from '../../stores/server/testing';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { newGuestCart, shopClient } from '../../../shared/server/testing/shop-client';

const storeConfig = (t: TestApp, store: string) => t.request({ method: 'GET', url: `/rest/${store}/V1/checkout/config` }).then((res) => res.json());

describe("the order summary's settings in the checkout config (spec 002 §2, §3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the UK store’s shipping policy, its last 5 lines and time zone, and no indirect tax', async () => {
    const uk = await storeConfig(t, 'default');
    expect(uk.shippingPolicy).toEqual({
      isEnabled: true,
      shippingPolicyContent:
        'Orders placed by 2pm on a working day are dispatched the same day. Standard delivery takes 3–5 working days; delivery is free on orders of £25 or more. Every parcel needs a signature from someone aged 18 or over.',
    });
    expect(uk).toMatchObject({ maxCartItemsToDisplay: 5, indTaxEnabled: false, indTaxAmount: 0, storeTimeZone: 'Europe/London' });
  });

  it('gives the Brazilian store’s indirect-tax rate in percent and its label', async () => {
    const br = await storeConfig(t, 'br');
    expect(br).toMatchObject({
      indTaxEnabled: true,
      indTaxAmount: 31.45,
      indTaxLabel: 'Valor aproximado dos tributos (Lei 12.741/2012)',
      storeTimeZone: 'America/Sao_Paulo',
    });
    expect(br.shippingPolicy).toEqual({ isEnabled: false, shippingPolicyContent: '' });
  });

  it('reads a bad rate as none, a blank label as the default, and a policy switched on without words as none', async () => {
    const restore = await setStoreConfig(t.database.db, {
      'checkout/indirect_tax/rate': 'thirty',
      'checkout/indirect_tax/label': ' ',
      'shipping/shipping_policy/shipping_policy_content': '  ',
    });
    try {
      const uk = await storeConfig(t, 'default');
      expect(uk).toMatchObject({ indTaxAmount: 0, indTaxLabel: 'Approximate taxes included', shippingPolicy: { isEnabled: false, shippingPolicyContent: '' } });
    } finally {
      await restore();
    }
  });

  it('shows the device trial note in the summary only while the store says so', async () => {
    const client = shopClient(t);
    const cartId = await newGuestCart(t);
    await client.post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD2-TRIAL-KIT', qty: 1 } });
    const trial = async () => (await client.get(`guest-carts/${cartId}/payment-information`)).json().extension_attributes.device_trial;
    expect(await trial()).toMatchObject({ hasDeviceTrialProductsInCart: true, deviceTrialShowInSummary: true, deviceTrialDuration: 14 });
    const restore = await setStoreConfig(t.database.db, { 'devicetrial/general/show_in_summary': '0' });
    try {
      expect(await trial()).toMatchObject({ hasDeviceTrialProductsInCart: true, deviceTrialShowInSummary: false });
    } finally {
      await restore();
    }
  });
});
