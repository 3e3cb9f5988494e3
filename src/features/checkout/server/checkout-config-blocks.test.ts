import { and, eq, isNull } from 'drizzle-orm';
import { cmsBlocks, stores } from '../../../db/schema';
import { setStoreConfig } from '../../stores/server/testing';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { shopClient } from '../../../shared/server/testing/shop-client';
import { AGREEMENTS_CONFIG_PATH } from '../domain';

// Spec 001 §3 and spec 002 §3 checkout config keys: the content blocks (cms_block, delivery_cms_block)
// and the billing address settings (reloadOnBillingAddress, displayBillingOnPaymentMethod).
describe('the checkout config’s content blocks and billing settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const config = async (store = 'default') => (await t.request({ method: 'GET', url: `/rest/${store}/V1/checkout/config` })).json();

  it('places the store’s consent notice and delivery blocks as their HTML', async () => {
    const uk = await config();
    expect(uk.cms_block).toContain('By placing your order you confirm that you are 18 or over.');
    expect(uk.delivery_cms_block).toContain('<a href="/delivery-policy">Read our delivery policy</a>');
    // A store without those blocks shows none.
    const fr = await config('fr');
    expect(fr.cms_block).toBe('');
    expect(fr.delivery_cms_block).toBe('');
  });

  it('the store config names the block (Magento style); an unknown or blank one places nothing', async () => {
    const restore = await setStoreConfig(t.database.db, { 'checkout/cms/consent_block': 'checkout-delivery', 'checkout/cms/delivery_block': 'no-such-block' });
    try {
      const uk = await config();
      expect(uk.cms_block).toContain('Read our delivery policy');
      expect(uk.delivery_cms_block).toBe('');
    } finally {
      await restore();
    }
    const blank = await setStoreConfig(t.database.db, { 'checkout/cms/consent_block': ' ' });
    try {
      expect((await config()).cms_block).toBe('');
    } finally {
      await blank();
    }
  });

  it('a block switched off leaves the checkout at once (the change feed drops the cache)', async () => {
    const [uk] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'uk'));
    // The store's own version (the UK's Welsh one is a row of its own).
    const [block] = await t.database.db
      .select()
      .from(cmsBlocks)
      .where(and(eq(cmsBlocks.identifier, 'checkout-consent-notice'), isNull(cmsBlocks.language)));
    expect(block.storeId).toBe(uk.id);
    await t.database.db.update(cmsBlocks).set({ isActive: false }).where(eq(cmsBlocks.id, block.id));
    try {
      await expect.poll(async () => (await config()).cms_block, { timeout: 2_000 }).toBe('');
    } finally {
      await t.database.db.update(cmsBlocks).set({ isActive: true }).where(eq(cmsBlocks.id, block.id));
    }
    await expect.poll(async () => (await config()).cms_block, { timeout: 2_000 }).toBe(block.content);
  });

  it('reloadOnBillingAddress is on and the billing address sits once on the payment page unless the store says otherwise', async () => {
    expect(await config()).toMatchObject({ reloadOnBillingAddress: true, displayBillingOnPaymentMethod: false });
    const restore = await setStoreConfig(t.database.db, {
      'checkout/options/reload_on_billing_address': '0',
      'checkout/options/display_billing_address_on': '0',
    });
    try {
      expect(await config()).toMatchObject({ reloadOnBillingAddress: false, displayBillingOnPaymentMethod: true });
    } finally {
      await restore();
    }
  });
});

// Spec 001 §2, spec 002 §7: `GET bat_tandc/checkout/getAgreementsConfig` answers {checkoutAgreements}.
describe('GET bat_tandc/checkout/getAgreementsConfig', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const agreementsConfig = (cookie?: string) => t.request({ method: 'GET', url: AGREEMENTS_CONFIG_PATH, headers: cookie ? { cookie } : {} });

  it('answers the shopper’s store’s agreements, the same as carts/licence and the checkout config', async () => {
    const res = await agreementsConfig();
    expect(res.statusCode, res.body).toBe(200);
    const licence = (await shopClient(t).get('carts/licence')).json();
    expect(res.json()).toEqual({
      checkoutAgreements: {
        isEnabled: true,
        agreements: [
          {
            agreementId: licence[0].agreement_id,
            checkboxText: 'I agree to the Terms and Conditions',
            mode: 1,
            content: licence[0].content,
            contentHeight: null,
            name: 'Terms and Conditions',
            isHtml: false,
          },
        ],
      },
    });
    expect(res.json().checkoutAgreements).toEqual((await shopClient(t).get('checkout/config')).json().checkoutAgreements);
    // The store cookie chooses the store, as on the other module paths; France asks for none.
    expect((await agreementsConfig('store=fr')).json()).toEqual({ checkoutAgreements: { isEnabled: false, agreements: [] } });
  });

  it('follows the store’s switch: none while it asks for no agreements', async () => {
    const restore = await setStoreConfig(t.database.db, { 'checkout/options/enable_agreements': '0' });
    try {
      expect((await agreementsConfig()).json()).toEqual({ checkoutAgreements: { isEnabled: false, agreements: [] } });
    } finally {
      await restore();
    }
  });
});
