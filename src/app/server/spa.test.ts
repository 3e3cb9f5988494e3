import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-preload';
import { registerWebApp } from './spa';

// A web root laid out as `vite build` writes it: hashed files under assets/ with .br and .gz siblings.
const script = `export const greeting = ${JSON.stringify('Hello from the shop. '.repeat(200))};\n`;
const page = `<!doctype html><html lang="en-GB"><head><title data-i18n="shell.title">Shop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
// The build manifest as vite writes it: the entry, two pages and the chunks they share.
const manifest = {
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_basket-data-2.js': { file: 'assets/basket-data-2.js', imports: ['_shared-1.js'], css: ['assets/basket-data-2.css'] },
  'src/app/web/basket-page.tsx': {
    file: 'assets/basket-page-3.js',
    imports: ['index.html', '_shared-1.js', '_basket-data-2.js'],
    css: ['assets/basket-page-3.css', 'assets/index-1.css'],
  },
  'src/features/catalog/web/catalogue-page.tsx': { file: 'assets/catalogue-page-4.js', imports: ['index.html'] },
  'src/shared/domain/i18n/catalogues/en-GB.json': { file: 'assets/en-GB-5.js', isDynamicEntry: true },
  'src/shared/domain/i18n/catalogues/fr.json': { file: 'assets/fr-6.js', isDynamicEntry: true },
  'src/shared/domain/i18n/catalogues/cy.json': { file: 'assets/cy-7.js', isDynamicEntry: true },
};

function writeWithSiblings(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let tempDir: string;
let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  // The web root itself lies under a folder named "assets": only its own assets/ folder is hashed.
  webRoot = path.join(tempDir, 'assets', 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeWithSiblings(path.join(webRoot, 'assets', 'index-AbC123.js'), script);
  writeWithSiblings(path.join(webRoot, 'index.html'), page);
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = Fastify({ logger: false });
  expect(await registerWebApp(app, webRoot)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(tempDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(accept === undefined ? {} : { accept }) },
  });
const HTML = 'text/html,application/xhtml+xml';
const CATALOGUE_HINTS = '<link rel="modulepreload" crossorigin href="/assets/catalogue-page-4.js">';
const BASKET_HINTS =
  '<link rel="modulepreload" crossorigin href="/assets/basket-page-3.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/basket-data-2.js">' +
  '<link rel="preload" as="style" href="/assets/basket-page-3.css">' +
  '<link rel="preload" as="style" href="/assets/basket-data-2.css"></head>';

describe('built web app files', () => {
  it('sends the brotli file to a browser that accepts br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('lets browsers keep hashed assets for a year, whichever encoding is sent', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated on every visit, compressed too', async () => {
    const res = await get('/index.html', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it("never sends the build's manifest", async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('pages name their own chunks', () => {
  it("the basket's HTML preloads the basket's chunks and styles, not those the entry already loads", async () => {
    const res = await get('/checkout/cart', 'gzip, deflate, br', HTML);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page.replace('</head>', BASKET_HINTS));
  });

  it('the same page, gzip or plain', async () => {
    const gz = await get('/checkout/cart', 'gzip', HTML);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain(BASKET_HINTS);
    const plain = await get('/checkout/cart', 'identity', HTML);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(BASKET_HINTS);
  });

  it('the home page (the catalogue) is sent to any client', async () => {
    const res = await get('/?category=pods', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/catalogue-page-4.js"></head>');
  });

  it('a page address asked for as JSON is a 404, as any unknown path', async () => {
    expect((await get('/checkout/cart', 'br', 'application/json')).statusCode).toBe(404);
  });

  it('a page whose subject does not exist is still the page, with a 404', async () => {
    const other = Fastify({ logger: false });
    await registerWebApp(other, webRoot, { pageExists: async (pathname) => pathname !== '/checkout/cart' });
    const res = await other.inject({ method: 'GET', url: '/checkout/cart', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    await other.close();
  });

  it("writes the request's store in the page, with the store's first calls, for a store the app knows", async () => {
    const other = Fastify({ logger: false });
    await registerWebApp(other, webRoot, { pageStore: async (request) => (request.headers.cookie === 'store=fr' ? 'fr' : null) });
    const french = await other.inject({ method: 'GET', url: '/', headers: { accept: HTML, cookie: 'store=fr', 'accept-encoding': 'br' } });
    const html = brotliDecompressSync(french.rawPayload).toString();
    expect(html).toContain('<html lang="en-GB" data-store="fr">');
    expect(html).toContain(
      '<link rel="preload" href="/rest/fr/V1/category-listing" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/rest/fr/V1/store/storeConfigs?storeCodes[]=fr" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/rest/default/V1/store/storeViews" as="fetch" crossorigin="anonymous">',
    );
    expect(french.headers.vary).toBe('Accept-Encoding, Cookie');
    // An unknown store: the page as built, the browser decides.
    const unknown = await other.inject({ method: 'GET', url: '/', headers: { accept: HTML, cookie: 'store=zz' } });
    expect(unknown.body).toBe(readFileSync(path.join(webRoot, 'index.html'), 'utf8').replace('</head>', `${CATALOGUE_HINTS}</head>`));
    expect(unknown.body).not.toContain('data-store');
    await other.close();
  });

  it("says the store's language on <html> and preloads that language's catalogue, before any script runs", async () => {
    const other = Fastify({ logger: false });
    await other.register(fastifyCookie);
    await registerWebApp(other, webRoot, {
      pageStore: async (request) => (request.headers.cookie?.includes('store=fr') ? 'fr' : 'default'),
      pageLocales: async (store) => (store === 'fr' ? ['fr-FR'] : ['en-GB', 'cy']),
    });
    const french = await other.inject({ method: 'GET', url: '/checkout/cart', headers: { accept: HTML, cookie: 'store=fr' } });
    expect(french.body).toContain('<html lang="fr-FR" data-store="fr">');
    expect(french.body).toContain('<link rel="modulepreload" crossorigin href="/assets/fr-6.js">');
    expect(french.body).not.toContain('en-GB-5.js');
    // The shell's texts too, before the app has rendered anything.
    expect(french.body).toContain('<title data-i18n="shell.title">Vype – Cigarettes électroniques, pods et cartouches</title>');
    const british = await other.inject({ method: 'GET', url: '/checkout/cart', headers: { accept: HTML } });
    expect(british.body).toContain('<html lang="en-GB" data-store="default" data-languages="en-GB cy">');
    expect(british.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-GB-5.js">');
    expect(british.body).not.toContain('fr-6.js');
    // A store with one language does not offer a choice.
    expect(french.body).not.toContain('data-languages');
    // The language the shopper chose among their store's; one the store does not offer is ignored.
    const welsh = await other.inject({ method: 'GET', url: '/checkout/cart', headers: { accept: HTML, cookie: 'language=cy' } });
    expect(welsh.body).toContain('<html lang="cy" data-store="default" data-languages="en-GB cy">');
    expect(welsh.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cy-7.js">');
    const refused = await other.inject({ method: 'GET', url: '/checkout/cart', headers: { accept: HTML, cookie: 'store=fr; language=cy' } });
    expect(refused.body).toContain('<html lang="fr-FR" data-store="fr">');
    await other.close();
  });

  it('keeps the language the page was built with when the locale cannot be looked up', async () => {
    const other = Fastify({ logger: false });
    await registerWebApp(other, webRoot, {
      pageStore: async () => 'fr',
      pageLocales: async () => {
        throw new Error('database unavailable');
      },
    });
    const res = await other.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-GB" data-store="fr">');
    expect(res.body).not.toContain('/assets/fr-6.js');
    await other.close();
  });

  it('serves the page as built when the store cannot be looked up', async () => {
    const other = Fastify({ logger: false });
    await registerWebApp(other, webRoot, {
      pageStore: async () => {
        throw new Error('database unavailable');
      },
    });
    const res = await other.inject({ method: 'GET', url: '/', headers: { accept: HTML, cookie: 'store=fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-store');
    await other.close();
  });

  it('a page the build does not have is left to the not-found handling', async () => {
    expect((await get('/checkout', 'br', HTML)).statusCode).toBe(404);
  });

  it("names each page's module as the browser's router loads it", () => {
    const router = readFileSync(path.resolve(__dirname, '../web/router.tsx'), 'utf8');
    const routerDir = path.resolve(__dirname, '../web');
    const routes = [...router.matchAll(/(?:index: true|path: pageRoutes\.(\w+)),\s*load: \(\) => import\('([^']+)'\)/g)].map(([, page, module]) => [
      page ?? 'catalogue',
      `${path.relative(process.cwd(), path.resolve(routerDir, module))}.tsx`,
    ]);
    expect(Object.fromEntries(routes)).toEqual(PAGE_MODULES);
  });

  it('sends files outside assets/ (not hashed) with no-cache', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
