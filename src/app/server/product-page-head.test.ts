import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { referenceTableChanged } from '../../shared/server/reference-cache';
import { type TestApp, createTestApp } from '../../shared/server/testing/test-app';

// A built app as vite writes it, with the product page's module in its manifest: the server sends page documents.
const INDEX = '<!doctype html><html lang="en-GB"><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/web/product-page.tsx': { file: 'assets/product-page-2.js', imports: ['index.html'] },
};

const STRUCTURED_DATA = /<script type="application\/ld\+json" data-structured-data>(.*?)<\/script>/;

describe("a product page's HTML carries the product's structured data for search engines", () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, store?: string) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html', host: 'shop.example', ...(store ? { cookie: `store=${store}` } : {}) } });
  const structuredData = (html: string) => {
    const found = STRUCTURED_DATA.exec(html.slice(0, html.indexOf('</head>')));
    return found ? JSON.parse(found[1]) : null;
  };

  it("names the product, its price in the store's currency, its availability and its address, in the store's language", async () => {
    const res = await page('/product/epod-cartridges-crisp-mint-12mg', 'fr');
    expect(res.statusCode).toBe(200);
    expect(structuredData(res.body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)',
      description: 'Deux pods préremplis pour l’appareil ePod 2. Achetez-les à l’unité ou abonnez-vous pour les recevoir chaque mois.',
      sku: 'EPOD-CRISP-MINT-12',
      image: 'http://shop.example/media/catalog/product/v1/pod-2f9e7c.svg',
      offers: {
        '@type': 'Offer',
        url: 'http://shop.example/product/epod-cartridges-crisp-mint-12mg',
        price: '6.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(structuredData((await page('/product/epod-cartridges-crisp-mint-12mg')).body).offers).toMatchObject({ price: '5.99', priceCurrency: 'GBP' });
  });

  it('says when the product is out of stock', async () => {
    try {
      await t.database.db.update(products).set({ qty: 0 }).where(eq(products.sku, 'ACC-CARRY-CASE'));
      referenceTableChanged('products');
      expect(structuredData((await page('/product/leather-device-carry-case')).body).offers.availability).toBe('https://schema.org/OutOfStock');
    } finally {
      await t.database.db.update(products).set({ qty: 150 }).where(eq(products.sku, 'ACC-CARRY-CASE'));
      referenceTableChanged('products');
    }
  });

  it('is left out of other pages and of a product the store does not sell', async () => {
    expect(structuredData((await page('/checkout/cart')).body)).toBeNull();
    const missing = await page('/product/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(structuredData(missing.body)).toBeNull();
  });
});
