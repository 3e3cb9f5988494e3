import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { PRODUCTS, gotoCatalogue, gotoProduct, productLink } from './helpers/catalog';
import { expectNoHorizontalScroll } from './helpers/layout';

const UK_WARNING = 'This product contains nicotine which is a highly addictive substance.';
const ARTWORK = /^\/media\/catalog\/product\/v1\/[a-z]+-[0-9a-f]{6}\.svg$/;

/** The page's JSON-LD, as a search engine reads it: every structured data script of the document, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return texts.map((text) => JSON.parse(text));
}

/** An image that has arrived and was drawn at the size its width and height attributes keep for it. */
async function expectPicture(page: Page, name: string, size: number): Promise<void> {
  const picture = page.getByRole('img', { name, exact: true });
  await expect(picture).toHaveAttribute('width', String(size));
  await expect(picture).toHaveAttribute('height', String(size));
  await expect(picture).toHaveAttribute('src', ARTWORK);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
}

test('a product page: its picture, the health warning, its stock, the subscription terms before the basket and its structured data @mobile', async ({
  page,
  request,
}, testInfo) => {
  const { crispMint } = PRODUCTS;
  // The server's own page carries the product's structured data for a crawler that runs no script.
  const served = await (await request.get(crispMint.path, { headers: { accept: 'text/html' } })).text();
  const head = served.slice(0, served.indexOf('</head>'));
  expect(head).toContain('<script type="application/ld+json" data-structured-data>');

  await gotoProduct(page, crispMint.path, crispMint.name);
  await expectPicture(page, `Illustration of ${crispMint.name}`, 480);
  await expect(page.getByRole('note')).toHaveText(UK_WARNING);
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();

  const terms = page.getByRole('region', { name: 'Subscription terms' });
  await expect(terms.getByRole('list', { name: 'How often:' }).getByRole('listitem')).toHaveText(['Monthly subscription']);
  await expect(terms.getByText('A subscription needs 2 to 10 packs in your basket.', { exact: true })).toBeVisible();
  await expect(terms.getByText('Subscribe to 2 or more packs and get a free device.', { exact: true })).toBeVisible();
  // The UK store gives no saving per pack.
  await expect(terms.getByRole('list', { name: 'Subscription savings' })).toHaveCount(0);
  // Stated before the basket: above the form that adds the product to it.
  const termsBottom = await terms.evaluate((el) => el.getBoundingClientRect().bottom);
  const addTop = await page.getByRole('button', { name: 'Add to Basket' }).evaluate((el) => el.getBoundingClientRect().top);
  expect(termsBottom).toBeLessThan(addTop);

  const origin = new URL(page.url()).origin;
  expect(await structuredData(page)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: crispMint.name,
      description: 'Two pre-filled pods for the ePod 2 device. Buy once, or subscribe and have them delivered every month.',
      sku: 'EPOD-CRISP-MINT-12',
      image: expect.stringMatching(new RegExp(`^${origin}/media/catalog/product/v1/pod-[0-9a-f]{6}\\.svg$`)),
      offers: {
        '@type': 'Offer',
        url: `${origin}${crispMint.path}`,
        price: '5.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, `product page (${testInfo.project.name})`);

  // An accessory carries no nicotine warning and no subscription terms, and its data is its own.
  await gotoCatalogue(page);
  const cards = page.getByRole('main').locator('.product-card img');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    // Each card's name is beside its picture: the picture says nothing of its own.
    await expect(card).toHaveAttribute('alt', '');
    await expect(card).toHaveAttribute('width', '240');
    await expect(card).toHaveAttribute('height', '240');
  }
  const pictures = await cards.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(new Set(pictures).size).toBe(pictures.length);
  await productLink(page, PRODUCTS.usbCable.name).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCTS.usbCable.name })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Subscription terms' })).toHaveCount(0);
  await expect.poll(async () => (await structuredData(page)).map((data) => data.name)).toEqual([PRODUCTS.usbCable.name]);
  await expectNoAxeViolations(page, `accessory page (${testInfo.project.name})`);
  // Away from the products, no product's data is left behind.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect.poll(() => structuredData(page)).toEqual([]);
});

test('the stock a product page states: only a few left, and out of stock', async ({ page }) => {
  const { goldenTobacco } = PRODUCTS;
  // The stock is the server's; here its answer says few are left, then none (the server tests hold the counting).
  let answer: (body: Record<string, { stock_item: Record<string, unknown> } & Record<string, unknown>>) => void = (body) => {
    body.extension_attributes.only_x_left_in_stock = 3;
  };
  await page.route('**/V1/products-by-url-key/*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    answer(body);
    await route.fulfill({ response, json: body });
  });
  await gotoProduct(page, goldenTobacco.path, goldenTobacco.name);
  await expect(page.getByText('Only 3 left', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'only a few left');

  answer = (body) => {
    body.extension_attributes.stock_item.is_in_stock = false;
  };
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: goldenTobacco.name })).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
  await expect.poll(async () => ((await structuredData(page))[0]?.offers as { availability?: string })?.availability).toBe('https://schema.org/OutOfStock');
});

test("the French store: its catalogue in French, the warning in French, the store's subscription savings @mobile", async ({ page }, testInfo) => {
  const name = 'Cartouches ePod Menthe Fraîche 12 mg (lot de 2)';
  await page.goto('/?___store=fr');
  await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Câble de charge USB-C (1 m)', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, `French catalogue (${testInfo.project.name})`);

  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Deux pods préremplis pour l’appareil ePod 2.', { exact: false })).toBeVisible();
  await expectPicture(page, `Illustration : ${name}`, 480);
  await expect(page.getByRole('note')).toHaveText('Ce produit contient de la nicotine, substance qui crée une forte dépendance.');
  await expect(page.getByText('En stock', { exact: true })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Conditions d’abonnement' });
  await expect(terms.getByRole('list', { name: 'Fréquence de livraison :' }).getByRole('listitem')).toHaveText([
    'Abonnement mensuel',
    'Abonnement tous les 6 mois',
  ]);
  await expect(terms.getByText('Un abonnement demande de 2 à 10 packs dans votre panier.', { exact: true })).toBeVisible();
  await expect(terms.getByRole('list', { name: 'Vos économies avec l’abonnement' }).getByRole('listitem')).toHaveText([
    /^De 2 à 3 packs : 0,50\s€ d’économie par pack$/,
    /^De 4 à 10 packs : 1,00\s€ d’économie par pack$/,
  ]);
  await expect
    .poll(async () => (await structuredData(page)).map((data) => [data.name, (data.offers as { priceCurrency: string; price: string }).priceCurrency]))
    .toEqual([[name, 'EUR']]);
  expect(((await structuredData(page))[0].offers as { price: string }).price).toBe('6.99');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, `French product page (${testInfo.project.name})`);
});
