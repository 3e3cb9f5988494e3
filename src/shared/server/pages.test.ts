import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, createTestApp } from './testing/test-app';

const INDEX = '<!doctype html><title>Shop</title><div id="root"></div>';

describe("the web app's pages: known paths 200, unknown ones 404, both with index.html", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

  it.each([
    '/',
    '/?category=devices',
    '/checkout/cart',
    '/checkout',
    '/checkout/',
    '/checkout/onepage/success',
    '/checkout/register',
    '/customer/account/login',
    '/customer/account/create',
    '/customer/account',
    '/customer/address/edit/id/4',
    '/sales/order/view/order_id/12',
    '/product/epod-2-device-kit-black',
    '/Checkout/Cart',
    '/drop-the-pod',
    '/drop-the-pod/',
    '/delivery-policy',
  ])('%s is a page: 200 with index.html', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });

  it('a product page for a product the store does not sell is a 404, with the page (it says not found)', async () => {
    for (const url of ['/product/no-such-product', '/product/%E0%A4%A', '/product/epod-2-device-kit-black%00']) {
      const res = await page(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const missing = await page('/product/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX);
    // The store the shopper chose decides, as the page's own data call does.
    const inFrance = await t.request({ method: 'GET', url: '/product/epod-2-device-kit-black', headers: { accept: 'text/html', cookie: 'store=fr' } });
    expect(inFrance.statusCode).toBe(200);
  });

  it('a content page exists where the shopper’s store has it, active; other one-segment paths are 404', async () => {
    const inFrance = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'store=fr' } });
    expect((await inFrance('/drop-the-pod')).statusCode).toBe(200);
    expect((await inFrance('/delivery-policy')).statusCode).toBe(200);
    // The Dutch store has no Drop the Pod page; an identifier is not a slug with a dot or a space.
    const inTheNetherlands = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html', cookie: 'store=nl' } });
    expect((await inTheNetherlands('/drop-the-pod')).statusCode).toBe(404);
    for (const url of ['/no-route', '/drop-the-pod.html', '/drop%20the%20pod', '/-drop']) expect((await page(url)).statusCode, url).toBe(404);
    // A path that is not even well-formed is refused by the router itself.
    expect((await page('/%E0%A4%A')).statusCode).toBe(400);
  });

  it.each(['/no-such-page', '/checkout/cart/extra', '/product', '/product/a/b', '/customer/account/nothing'])(
    '%s is not a page: 404 with index.html',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('an unknown API path is a JSON 404', async () => {
    for (const url of ['/rest/default/V1/nope', '/api/nope']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
    }
  });

  it('serves the built files themselves', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe("a page names the shopper's store, as the storefront chooses it", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html lang="en-GB"><head><title>Shop</title></head><body></body></html>');
    mkdirSync(path.join(webRoot, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/checkout/web/checkout-page.tsx': { file: 'assets/checkout-2.js' },
      'src/features/cms/web/cms-page.tsx': { file: 'assets/cms-page-3.js' },
      'src/shared/domain/i18n/catalogues/en-GB.json': { file: 'assets/en-GB-4.js', isDynamicEntry: true },
      'src/shared/domain/i18n/catalogues/fr.json': { file: 'assets/fr-5.js', isDynamicEntry: true },
      'src/shared/domain/i18n/catalogues/de.json': { file: 'assets/de-6.js', isDynamicEntry: true },
      'src/shared/domain/i18n/catalogues/cy.json': { file: 'assets/cy-7.js', isDynamicEntry: true },
    };
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const storeOf = async (url: string, cookie?: string) => {
    const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect(res.statusCode).toBe(200);
    return /data-store="([^"]+)"/.exec(res.body)?.[1] ?? null;
  };

  it('`___store`, else the store cookie, else the default store; a code naming no store is left to the browser', async () => {
    expect(await storeOf('/checkout')).toBe('default');
    expect(await storeOf('/checkout', 'store=fr')).toBe('fr');
    expect(await storeOf('/checkout?___store=de', 'store=fr')).toBe('de');
    expect(await storeOf('/checkout', 'store=zz')).toBeNull();
    // A malformed `___store` is ignored, as the storefront ignores it: the cookie decides.
    expect(await storeOf('/checkout?___store=../x', 'store=fr')).toBe('fr');
    expect(await storeOf('/checkout?___store=../x')).toBe('default');
  });

  it("says the store's language on <html> and names only that language's catalogue", async () => {
    const page = async (cookie?: string) =>
      (await t.request({ method: 'GET', url: '/checkout', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).body;
    const catalogues = (html: string) => [...html.matchAll(/href="\/assets\/([a-zA-Z-]+)-\d\.js"/g)].map(([, name]) => name).filter((n) => n !== 'checkout');
    const uk = await page();
    // The UK store offers Welsh too (general/locale/additional): the page names both for the footer's choice.
    expect(uk).toContain('<html lang="en-GB" data-store="default" data-languages="en-GB cy">');
    expect(catalogues(uk)).toEqual(['en-GB']);
    const welsh = await page('language=cy');
    expect(welsh).toContain('<html lang="cy" data-store="default" data-languages="en-GB cy">');
    expect(catalogues(welsh)).toEqual(['cy']);
    // Welsh is the UK store's: a French page stays French.
    expect(await page('store=fr; language=cy')).toContain('<html lang="fr-FR" data-store="fr">');
    const french = await page('store=fr');
    expect(french).toContain('<html lang="fr-FR" data-store="fr">');
    expect(french).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-5.js">');
    expect(catalogues(french)).toEqual(['fr']);
    const german = await page('store=de');
    expect(german).toContain('<html lang="de-DE" data-store="de">');
    expect(catalogues(german)).toEqual(['de']);
    // A store the shop does not know: the page as built, in the source language.
    expect(await page('store=zz')).toContain('<html lang="en-GB">');
  });

  it("names the store's first calls of the checkout in the page", async () => {
    const res = await t.request({ method: 'GET', url: '/checkout', headers: { accept: 'text/html', cookie: 'store=fr' } });
    for (const call of [
      '/rest/fr/V1/directory/countries',
      '/rest/fr/V1/checkout/config',
      '/rest/fr/V1/address-finder/config',
      '/rest/default/V1/store/storeViews',
    ]) {
      expect(res.body).toContain(`<link rel="preload" href="${call}" as="fetch" crossorigin="anonymous">`);
    }
  });

  it('serves a content page with its own chunk; the fixed pages keep theirs, an unknown identifier is a 404', async () => {
    const get = (url: string, accept = 'text/html') => t.request({ method: 'GET', url, headers: { accept } });
    const content = await get('/drop-the-pod');
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('/assets/cms-page-3.js');
    // Its words are asked for as the browser reads the page.
    expect(content.body).toContain('<link rel="preload" href="/rest/default/V1/cmsPage/drop-the-pod" as="fetch" crossorigin="anonymous">');
    const checkout = await get('/checkout');
    expect(checkout.body).toContain('/assets/checkout-2.js');
    expect(checkout.body).not.toContain('/assets/cms-page-3.js');
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('/assets/cms-page-3.js');
    // A client asking for JSON gets the API's 404, not a page.
    expect((await get('/drop-the-pod', 'application/json')).json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });
});
