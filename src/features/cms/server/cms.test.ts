import { and, eq, isNull } from 'drizzle-orm';
import { cmsBlocks, cmsPages, stores } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { LEGAL_PAGES, NO_SUCH_CMS_BLOCK, NO_SUCH_CMS_PAGE } from '../domain';

// Magento's `GET V1/cmsPage/{id}` and `GET V1/cmsBlock/{id}` by identifier, for the request's store only.
describe('content pages and blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (store: string, path: string) => t.request({ method: 'GET', url: `/rest/${store}/V1/${path}` });
  const storeId = async (code: string) => (await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code)))[0].id;

  it('answers the store’s page in Magento’s shape', async () => {
    const res = await get('default', 'cmsPage/drop-the-pod');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toEqual({
      id: expect.any(Number),
      identifier: 'drop-the-pod',
      title: 'Drop the Pod',
      page_layout: '1column',
      content_heading: '',
      content: expect.any(String),
      active: true,
    });
    expect(page.content).toContain('Pod Recycling Return Bag');
    expect(page.content).toContain('up to 30 used pods');
  });

  it('every store has each legal page the footer links to, in its own language', async () => {
    const codes = (await t.database.db.select({ code: stores.code }).from(stores)).map((store) => store.code).filter((code) => code !== 'admin');
    const titles = new Map<string, string>();
    for (const code of codes) {
      for (const identifier of Object.values(LEGAL_PAGES)) {
        const res = await get(code, `cmsPage/${identifier}`);
        expect(res.statusCode, `${code} ${identifier}`).toBe(200);
        titles.set(`${code} ${identifier}`, res.json().title);
      }
    }
    expect(titles.get('uk terms-and-conditions')).toBe('Terms and Conditions');
    expect(titles.get('fr terms-and-conditions')).toBe('Conditions générales de vente');
    expect(titles.get('de returns-policy')).toBe('Widerrufsbelehrung');
  });

  it('answers the store’s block in Magento’s shape', async () => {
    const res = await get('uk', 'cmsBlock/checkout-consent-notice');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      identifier: 'checkout-consent-notice',
      title: 'Checkout consent notice',
      content: expect.stringContaining('18 or over'),
      active: true,
    });
  });

  it('an unknown identifier is Magento’s “doesn’t exist”, a 404', async () => {
    const page = await get('uk', 'cmsPage/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: NO_SUCH_CMS_PAGE, parameters: ['no-such-page'] });
    expect(NO_SUCH_CMS_PAGE).toBe('The CMS page with the "%1" ID doesn\'t exist.');
    const block = await get('uk', 'cmsBlock/no-such-block');
    expect(block.statusCode).toBe(404);
    expect(block.json()).toEqual({ message: NO_SUCH_CMS_BLOCK, parameters: ['no-such-block'] });
    expect(NO_SUCH_CMS_BLOCK).toBe('The CMS block with the "%1" ID doesn\'t exist.');
  });

  it('each store answers its own rows only, in its own words', async () => {
    const fr = await get('fr', 'cmsPage/drop-the-pod');
    expect(fr.statusCode).toBe(200);
    expect(fr.json().content).toContain('recyclage');
    expect(fr.json().id).not.toBe((await get('uk', 'cmsPage/drop-the-pod')).json().id);
    // France's delivery page is its own; the UK's blocks are not France's.
    expect((await get('fr', 'cmsPage/delivery-policy')).json().title).toBe('Livraison');
    expect((await get('fr', 'cmsBlock/checkout-consent-notice')).statusCode).toBe(404);
    expect((await get('nowhere', 'cmsPage/drop-the-pod')).statusCode).toBe(404);
  });

  it('refuses an identifier too long to be one with Magento’s message shape, not a 500', async () => {
    for (const path of [`cmsPage/${'a'.repeat(300)}`, `cmsBlock/${'b'.repeat(101)}`, 'cmsPage/%E0%A4%A']) {
      const res = await get('uk', path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.json(), path).toEqual({ message: expect.any(String), parameters: expect.anything() });
    }
  });

  it('a page switched off is gone at once, and back once switched on (the change feed drops the cache)', async () => {
    const uk = await storeId('uk');
    const where = and(eq(cmsPages.storeId, uk), eq(cmsPages.identifier, 'delivery-policy'), isNull(cmsPages.language));
    expect((await get('uk', 'cmsPage/delivery-policy')).statusCode).toBe(200);
    await t.database.db.update(cmsPages).set({ isActive: false }).where(where);
    try {
      await expect.poll(async () => (await get('uk', 'cmsPage/delivery-policy')).statusCode, { timeout: 2_000 }).toBe(404);
    } finally {
      await t.database.db.update(cmsPages).set({ isActive: true }).where(where);
    }
    await expect.poll(async () => (await get('uk', 'cmsPage/delivery-policy')).statusCode, { timeout: 2_000 }).toBe(200);
  });

  it('an edited block is answered with its new words', async () => {
    const uk = await storeId('uk');
    const where = and(eq(cmsBlocks.storeId, uk), eq(cmsBlocks.identifier, 'checkout-delivery'), isNull(cmsBlocks.language));
    const [before] = await t.database.db.select().from(cmsBlocks).where(where);
    expect((await get('uk', 'cmsBlock/checkout-delivery')).json().content).toBe(before.content);
    await t.database.db.update(cmsBlocks).set({ content: '<p>Dispatched within the hour.</p>' }).where(where);
    try {
      await expect
        .poll(async () => (await get('uk', 'cmsBlock/checkout-delivery')).json().content, { timeout: 2_000 })
        .toBe('<p>Dispatched within the hour.</p>');
    } finally {
      await t.database.db.update(cmsBlocks).set({ content: before.content }).where(where);
    }
  });
});
