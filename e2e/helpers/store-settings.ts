import type { Page } from '@playwright/test';
import { allSettings } from '../../src/app/server/settings';
import { SEED_CONFIG_TRANSLATIONS, SEED_STORES } from '../../src/db/seed-data';

/**
 * The texts a store's settings show (its carriers' and payment methods' titles), as the demo seeds them:
 * the store's own value, else the feature's default, in `language` where the store has it translated (the
 * UK store's Welsh). Shared steps use them so that one step works in every store; a journey about a
 * store's language asserts its words literally instead.
 */
export function storeSetting(store: string, path: string, language?: string): string {
  const seeded = store === 'default' ? SEED_STORES.find((s) => s.isDefault) : SEED_STORES.find((s) => s.code === store);
  if (!seeded) throw new Error(`no store ${store}`);
  const translated = language ? SEED_CONFIG_TRANSLATIONS[seeded.code]?.[language]?.[path] : undefined;
  const value = translated ?? seeded.config[path] ?? allSettings.defaults[path];
  if (value === undefined) throw new Error(`no setting ${path}`);
  return value;
}

/** A setting as the page's shopper reads it: the page's store (`data-store` on <html>), in the page's language (`lang`). */
export async function shopSetting(page: Page, path: string): Promise<string> {
  const html = page.locator('html');
  const store = (await html.getAttribute('data-store')) ?? 'default';
  const language = (await html.getAttribute('lang')) ?? undefined;
  return storeSetting(store, path, language);
}

/** A carrier's delivery rate as its radio is named in the page's store: the method's name, then the carrier's ('Fixed Flat Rate'). */
export async function deliveryRateName(page: Page, carrier: string): Promise<string> {
  return `${await shopSetting(page, `carriers/${carrier}/name`)} ${await shopSetting(page, `carriers/${carrier}/title`)}`;
}
