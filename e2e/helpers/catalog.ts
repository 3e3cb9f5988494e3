import { expect, type Page } from '@playwright/test';
import { SEED_PRODUCT_TRANSLATIONS } from '../../src/db/seed-product-translations';
import { expectNoAxeViolations } from './axe';
import { expectBasketCount } from './cart';
import { inAnyLanguage, shopText } from './texts';

/** Products of the seeded catalogue the journeys use. */
export const PRODUCTS = {
  crispMint: { sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', path: '/product/epod-cartridges-crisp-mint-12mg', price: 5.99 },
  goldenTobacco: { name: 'ePod Cartridges Golden Tobacco 18mg (2 pack)', path: '/product/epod-cartridges-golden-tobacco-18mg', price: 5.99 },
  epen3Silver: { name: 'ePen 3 Device Kit – Silver', price: 14.99 },
  usbCable: { name: 'USB-C Charging Cable (1 m)', price: 4.99 },
} as const;

/** The stores whose catalogue is in another language, by their locale (the seeded stores' `locale`). */
const STORE_LOCALES = { fr: 'fr-FR', de: 'de-DE', mx: 'es-MX', br: 'pt-BR' } as const;

/**
 * A seeded product's name as a store lists it: the store's translation (src/db/seed-product-translations.ts),
 * its own British English name in the UK store. Shared steps use it; a journey about a store's language
 * names its products literally.
 */
export function productNameIn(store: string, product: { sku: string; name: string }): string {
  const locale = STORE_LOCALES[store as keyof typeof STORE_LOCALES];
  return locale ? SEED_PRODUCT_TRANSLATIONS[product.sku][locale].name : product.name;
}

export const CATEGORY_LINKS = [
  { label: 'Devices', code: 'devices' },
  { label: 'Pods & Cartridges', code: 'pods' },
  { label: 'Accessories', code: 'accessories' },
] as const;

export type CategoryLabel = (typeof CATEGORY_LINKS)[number]['label'];

export function categoryNav(page: Page) {
  return page.getByRole('navigation', { name: 'Categories' });
}

/** A product card's name link (exact: one product's name may begin another's). */
export function productLink(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

export async function gotoCatalogue(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // Waits for the products to be listed, not just the heading.
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
}

/** Clicks a category in the header nav and waits for its shelf. */
export async function openCategory(page: Page, label: CategoryLabel): Promise<void> {
  await categoryNav(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByRole('list', { name: label })).toBeVisible();
  await expect(categoryNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

export async function openProductFromList(page: Page, name: string): Promise<void> {
  await productLink(page, name).click();
  await expectProductPage(page, name);
}

export async function gotoProduct(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expectProductPage(page, name);
}

export async function expectProductPage(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: inAnyLanguage('addToBasket.add') })).toBeEnabled();
}

export type PurchaseOption = 'once' | 'subscribe';

/**
 * On a product page: picks the purchase option (when offered), sets the quantity, adds to the basket
 * and waits for the confirmation and the header's new count.
 */
export async function addToBasket(
  page: Page,
  { name, qty = 1, option, expectedCount }: { name: string; qty?: number; option?: PurchaseOption; expectedCount?: number },
): Promise<void> {
  if (option) {
    const group = page.getByRole('group', { name: inAnyLanguage('addToBasket.purchaseOption') });
    const subscribe = `${await shopText(page, 'basket.line.subscribe')} ${await shopText(page, 'subscription.intervalNote', { count: 1 })}`;
    const radio =
      option === 'once' ? group.getByRole('radio', { name: inAnyLanguage('basket.line.oneTime') }) : group.getByRole('radio', { name: subscribe, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  await page.getByRole('spinbutton', { name: inAnyLanguage('addToBasket.quantity') }).fill(String(qty));
  await page.getByRole('button', { name: inAnyLanguage('addToBasket.add') }).click();
  await expectAddedMessage(page, name);
  if (expectedCount !== undefined) await expectBasketCount(page, expectedCount);
}

export async function expectAddedMessage(page: Page, name: string): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: await shopText(page, 'addToBasket.added', { name }) });
  await expect(status).toBeVisible();
  await expect(status.getByRole('link')).toBeVisible();
}

/** Visits every category from the header nav, checking each page with axe. */
export async function browseCategories(page: Page): Promise<void> {
  for (const { label } of CATEGORY_LINKS) {
    await openCategory(page, label);
    await expectNoAxeViolations(page, `category ${label}`);
  }
}
