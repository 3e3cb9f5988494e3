import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { cmsBlocks, cmsPages, stores } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../shared/server/testing/test-app';
import { LEGAL_PAGES } from '../domain';

// Pages and blocks per store and language (migration 0033): the storefront's shopper reads them in the
// language chosen in the footer (the `language` cookie) while the store offers it, else in the store's own;
// a page without a translation falls back to the store's own version. REST clients naming no language get
// the store's own, as before.
describe('content pages and blocks in the shopper’s language', () => {
  let t: TestApp;
  let uk: number;
  let webRoot: string;
  beforeAll(async () => {
    // The storefront's page as built, for the pages' existence at their addresses.
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    t = await createTestApp({ webRoot });
    uk = (await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'uk')))[0].id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (store: string, path: string, language?: string) =>
    t.request({ method: 'GET', url: `/rest/${store}/V1/${path}`, cookies: language ? { language } : {} });

  /** The PostgreSQL error code a write was refused with ('23505' unique, '23514' check). */
  async function refusal(write: Promise<unknown>): Promise<string | undefined> {
    try {
      await write;
    } catch (error) {
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      return cause?.code ?? code;
    }
    return undefined;
  }

  it('the UK store’s legal pages in Welsh for a shopper who chose Cymraeg, in English for everyone else', async () => {
    const welsh = {
      [LEGAL_PAGES.terms]: 'Telerau ac Amodau',
      [LEGAL_PAGES.privacy]: 'Polisi Preifatrwydd',
      [LEGAL_PAGES.delivery]: 'Polisi Danfon',
      [LEGAL_PAGES.returns]: 'Polisi Dychwelyd',
      [LEGAL_PAGES.cookies]: 'Polisi Cwcis',
    };
    const english = {
      [LEGAL_PAGES.terms]: 'Terms and Conditions',
      [LEGAL_PAGES.privacy]: 'Privacy Policy',
      [LEGAL_PAGES.delivery]: 'Delivery Policy',
      [LEGAL_PAGES.returns]: 'Returns Policy',
      [LEGAL_PAGES.cookies]: 'Cookie Policy',
    };
    for (const identifier of Object.values(LEGAL_PAGES)) {
      const cy = await get('uk', `cmsPage/${identifier}`, 'cy');
      expect(cy.statusCode, identifier).toBe(200);
      expect(cy.json().title, identifier).toBe(welsh[identifier]);
      expect(cy.headers.vary).toBe('Cookie');
      // No cookie (a REST client), or a language the store does not offer: the store's own.
      expect((await get('uk', `cmsPage/${identifier}`)).json().title, identifier).toBe(english[identifier]);
      expect((await get('uk', `cmsPage/${identifier}`, 'fr-FR')).json().title, identifier).toBe(english[identifier]);
      expect((await get('default', `cmsPage/${identifier}`, 'cy')).json().title, identifier).toBe(welsh[identifier]);
    }
  });

  it('answers the translation in Magento’s shape, with the same facts as the English', async () => {
    const page = (await get('uk', 'cmsPage/terms-and-conditions', 'cy')).json();
    expect(page).toEqual({
      id: expect.any(Number),
      identifier: 'terms-and-conditions',
      title: 'Telerau ac Amodau',
      page_layout: '1column',
      content_heading: '',
      content: expect.stringContaining('<h2>Oedran</h2>'),
      active: true,
    });
    expect(page.content).toContain('dim ond i oedolion 18 oed neu hŷn y cânt eu gwerthu');
    expect(page.content).toContain('Gallwch ganslo o fewn 14 diwrnod i’r danfon: gweler ein <a href="/returns-policy">polisi dychwelyd</a>.');
    expect(page.id).not.toBe((await get('uk', 'cmsPage/terms-and-conditions')).json().id);
    // The laws keep their names, said in English.
    const returns = (await get('uk', 'cmsPage/returns-policy', 'cy')).json().content;
    expect(returns).toContain('heb roi rheswm (<span lang="en-GB">Consumer Contracts Regulations 2013</span>)');
    const privacy = (await get('uk', 'cmsPage/privacy-policy', 'cy')).json().content;
    expect(privacy).toContain('<span lang="en-GB">Data Protection Act 2018</span>');
    // The cookie policy names the language choice's own cookie, in both languages.
    expect((await get('uk', 'cmsPage/privacy-policy-cookie-restriction-mode', 'cy')).json().content).toContain(
      '<li><strong>language</strong>: yr iaith a ddewisoch ar gyfer y siop (blwyddyn).</li>',
    );
    expect((await get('uk', 'cmsPage/privacy-policy-cookie-restriction-mode')).json().content).toContain(
      '<li><strong>language</strong>: the language you chose for the shop (one year).</li>',
    );
    expect((await get('us', 'cmsPage/privacy-policy-cookie-restriction-mode')).json().content).not.toContain('<strong>language</strong>');
  });

  it('the checkout’s blocks (cms_block, delivery_cms_block) in Welsh, by REST and in the checkout’s config', async () => {
    const consent = await get('uk', 'cmsBlock/checkout-consent-notice', 'cy');
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toEqual({
      id: expect.any(Number),
      identifier: 'checkout-consent-notice',
      title: 'Hysbysiad caniatâd y til',
      content:
        '<p>Drwy roi eich archeb, rydych yn cadarnhau eich bod yn 18 oed neu’n hŷn. Rydym yn defnyddio eich manylion i brosesu a danfon eich archeb ac i wirio eich oedran, fel y mae ein <a href="/terms-and-conditions">Telerau ac Amodau</a> yn ei egluro.</p>',
      active: true,
    });
    expect((await get('uk', 'cmsBlock/checkout-consent-notice')).json().content).toContain('you confirm that you are 18 or over');

    const welsh = (await get('uk', 'checkout/config', 'cy')).json();
    expect(welsh.cms_block).toBe(consent.json().content);
    expect(welsh.delivery_cms_block).toBe(
      '<p>Caiff archebion a roddir erbyn 2yp ar ddiwrnod gwaith eu hanfon yr un diwrnod. Rhaid i oedolyn 18 oed neu hŷn lofnodi am y parsel. <a href="/delivery-policy">Darllenwch ein polisi danfon</a>.</p>',
    );
    const english = (await get('uk', 'checkout/config')).json();
    expect(english.delivery_cms_block).toContain('Orders placed by 2pm on a working day are dispatched the same day.');
  });

  it('a store that does not offer Welsh answers its own words to a Welsh cookie', async () => {
    expect((await get('fr', 'cmsPage/terms-and-conditions', 'cy')).json().title).toBe('Conditions générales de vente');
    expect((await get('fr', 'cmsBlock/checkout-consent-notice', 'cy')).statusCode).toBe(404);
  });

  it('a page or block without a Welsh version falls back to the store’s own, and follows the translation as it comes and goes', async () => {
    const welshDelivery = and(eq(cmsPages.storeId, uk), eq(cmsPages.identifier, 'delivery-policy'), eq(cmsPages.language, 'cy'));
    await t.database.db.update(cmsPages).set({ isActive: false }).where(welshDelivery);
    try {
      await expect.poll(async () => (await get('uk', 'cmsPage/delivery-policy', 'cy')).json().title, { timeout: 2_000 }).toBe('Delivery Policy');
    } finally {
      await t.database.db.update(cmsPages).set({ isActive: true }).where(welshDelivery);
    }
    await expect.poll(async () => (await get('uk', 'cmsPage/delivery-policy', 'cy')).json().title, { timeout: 2_000 }).toBe('Polisi Danfon');

    // A block the shop has written in English only.
    await t.database.db.insert(cmsBlocks).values({ storeId: uk, identifier: 'summer-note', title: 'Summer note', content: '<p>Sunny days.</p>' });
    await expect.poll(async () => (await get('uk', 'cmsBlock/summer-note', 'cy')).json().content, { timeout: 2_000 }).toBe('<p>Sunny days.</p>');
  });

  it('a page written in Welsh only exists for Welsh readers', async () => {
    await t.database.db
      .insert(cmsPages)
      .values({ storeId: uk, identifier: 'eisteddfod', language: 'cy', title: 'Yr Eisteddfod', content: '<p>Dewch i’n gweld ar y Maes.</p>' });
    await expect.poll(async () => (await get('uk', 'cmsPage/eisteddfod', 'cy')).statusCode, { timeout: 2_000 }).toBe(200);
    expect((await get('uk', 'cmsPage/eisteddfod', 'cy')).json().title).toBe('Yr Eisteddfod');
    const english = await get('uk', 'cmsPage/eisteddfod');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['eisteddfod'] });
    // The storefront's page at its address: there for a Welsh reader, not found (404) for an English one.
    const storefront = (cookie?: string) => t.request({ method: 'GET', url: '/eisteddfod', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect((await storefront('language=cy')).statusCode).toBe(200);
    expect((await storefront()).statusCode).toBe(404);
    expect((await storefront('language=cy; store=fr')).statusCode).toBe(404);
  });

  it('keeps one version per store, identifier and language, the store’s own included, with a well-formed tag', async () => {
    const terms = { storeId: uk, identifier: LEGAL_PAGES.terms, title: 'Again', content: '<p>Again</p>' };
    expect(await refusal(t.database.db.insert(cmsPages).values(terms))).toBe('23505');
    expect(await refusal(t.database.db.insert(cmsPages).values({ ...terms, language: 'cy' }))).toBe('23505');
    expect(await refusal(t.database.db.insert(cmsBlocks).values({ ...terms, identifier: 'checkout-delivery', language: 'cy' }))).toBe('23505');
    for (const language of ['Welsh', 'cy_GB', '', 'en-gb']) {
      expect(await refusal(t.database.db.insert(cmsPages).values({ ...terms, language })), language).toBe('23514');
      expect(await refusal(t.database.db.insert(cmsBlocks).values({ ...terms, language })), language).toBe('23514');
    }
    // Another language of the same page is a row of its own.
    expect(await refusal(t.database.db.insert(cmsPages).values({ ...terms, language: 'ga-IE' }))).toBeUndefined();
  });
});
