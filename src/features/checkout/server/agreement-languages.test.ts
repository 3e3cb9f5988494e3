import { and, eq } from 'drizzle-orm';
import { checkoutAgreementTranslations, checkoutAgreements } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { UK_ADDRESS, readyGuestCart } from '../../../shared/server/testing/shop-client';

// Checkout agreements per language (migration 0035): the UK store's terms in Welsh for a shopper who chose
// Cymraeg (the `language` cookie), the same agreement (id, mode) either way; a client naming no language
// reads the store's own words, as before.
describe('checkout agreements in the language the shopper chose', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const WELSH = { cookie: 'language=cy' };
  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
  const licence = async (headers?: Record<string, string>) => {
    const res = await get('/rest/default/V1/carts/licence?searchCriteria', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Cookie');
    return res.json() as { agreement_id: number; name: string; checkbox_text: string; content: string; mode: number }[];
  };

  it('answers carts/licence in Welsh with the cookie and exactly as before without it', async () => {
    const welsh = await licence(WELSH);
    expect(welsh).toEqual([
      expect.objectContaining({
        agreement_id: 1,
        name: 'Telerau ac Amodau',
        checkbox_text: 'Rwy’n cytuno â’r Telerau ac Amodau',
        mode: 1,
        is_active: true,
        is_html: false,
        content_height: null,
      }),
    ]);
    expect(welsh[0].content.split('\n\n')[0]).toBe('Mae’r telerau hyn yn berthnasol i bob archeb a roddir ar y wefan hon.');
    expect(welsh[0].content).toContain('Oedran. Mae ein cynhyrchion yn cynnwys nicotin');
    const english = await licence();
    expect(english).toEqual([
      expect.objectContaining({ agreement_id: 1, name: 'Terms and Conditions', checkbox_text: 'I agree to the Terms and Conditions', mode: 1 }),
    ]);
    expect(english[0].content.split('\n\n')[0]).toBe('These terms apply to every order placed on this website.');
    // A language the store does not offer is the store's own.
    expect((await licence({ cookie: 'language=fr' }))[0].name).toBe('Terms and Conditions');
  });

  it('gives the checkout page (the agreements config and the checkout config) the Welsh words', async () => {
    const config = async (cookie: string) => {
      const res = await get('/bat_tandc/checkout/getAgreementsConfig', { accept: 'application/json', cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Cookie');
      return res.json().checkoutAgreements;
    };
    expect(await config('store=uk; language=cy')).toMatchObject({
      isEnabled: true,
      agreements: [{ agreementId: 1, name: 'Telerau ac Amodau', checkboxText: 'Rwy’n cytuno â’r Telerau ac Amodau', mode: 1 }],
    });
    expect(await config('store=uk')).toMatchObject({
      agreements: [{ agreementId: 1, name: 'Terms and Conditions', checkboxText: 'I agree to the Terms and Conditions', mode: 1 }],
    });
    const checkout = (await get('/rest/uk/V1/checkout/config', WELSH)).json();
    expect(checkout.checkoutAgreements.agreements).toMatchObject([{ agreementId: 1, checkboxText: 'Rwy’n cytuno â’r Telerau ac Amodau' }]);
  });

  it('shows an agreement without a Welsh translation in the store’s own words, and follows a changed translation', async () => {
    const [{ storeId }] = await t.database.db.select({ storeId: checkoutAgreements.storeId }).from(checkoutAgreements).where(eq(checkoutAgreements.id, 1));
    const [privacy] = await t.database.db
      .insert(checkoutAgreements)
      .values({ storeId, name: 'Privacy', checkboxText: 'I have read the Privacy Notice', content: 'How we use your data.', mode: 0, position: 1 })
      .returning();
    try {
      // Every process caches the agreements; the database's change feed drops that cache.
      await expect.poll(async () => (await licence(WELSH)).map((a) => a.name), { timeout: 2_000 }).toEqual(['Telerau ac Amodau', 'Privacy']);
      await t.database.db.insert(checkoutAgreementTranslations).values({
        agreementId: privacy.id,
        language: 'cy',
        name: 'Preifatrwydd',
        checkboxText: 'Rwyf wedi darllen yr Hysbysiad Preifatrwydd',
        content: 'Sut rydym yn defnyddio eich data.',
      });
      await expect.poll(async () => (await licence(WELSH)).map((a) => a.name), { timeout: 2_000 }).toEqual(['Telerau ac Amodau', 'Preifatrwydd']);
      expect((await licence()).map((a) => a.name)).toEqual(['Terms and Conditions', 'Privacy']);
      await t.database.db
        .update(checkoutAgreementTranslations)
        .set({ checkboxText: 'Rwy’n derbyn y Telerau ac Amodau' })
        .where(and(eq(checkoutAgreementTranslations.agreementId, 1), eq(checkoutAgreementTranslations.language, 'cy')));
      await expect.poll(async () => (await licence(WELSH))[0].checkbox_text, { timeout: 2_000 }).toBe('Rwy’n derbyn y Telerau ac Amodau');
    } finally {
      await t.database.db
        .update(checkoutAgreementTranslations)
        .set({ checkboxText: 'Rwy’n cytuno â’r Telerau ac Amodau' })
        .where(and(eq(checkoutAgreementTranslations.agreementId, 1), eq(checkoutAgreementTranslations.language, 'cy')));
      // Its translation goes with it.
      await t.database.db.delete(checkoutAgreements).where(eq(checkoutAgreements.id, privacy.id));
      await expect.poll(async () => (await licence(WELSH)).map((a) => a.checkbox_text), { timeout: 2_000 }).toEqual(['Rwy’n cytuno â’r Telerau ac Amodau']);
    }
    expect(await t.database.db.select().from(checkoutAgreementTranslations).where(eq(checkoutAgreementTranslations.agreementId, privacy.id))).toEqual([]);
  });

  it('refuses a Welsh shopper’s order without the terms in Welsh, and places it with the same agreement ticked', async () => {
    const cartId = await readyGuestCart(t, [{ sku: 'EPOD-CRISP-MINT-12', qty: 1 }]);
    const place = (agreementIds: string[]) =>
      t.request({
        method: 'POST',
        url: `/rest/default/V1/guest-carts/${cartId}/payment-information`,
        payload: { email: UK_ADDRESS.email, paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: agreementIds } } },
        headers: WELSH,
      });
    const refused = await place([]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Derbyniwch y telerau ac amodau cyn gosod eich archeb.', parameters: [] });
    const placed = await place(['1']);
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
