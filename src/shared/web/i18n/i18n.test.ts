// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './dates';
import { pageLocaleOf, startTranslations } from './i18n';

function page(attributes: { lang: string; store?: string }): HTMLElement {
  const root = document.createElement('html');
  root.lang = attributes.lang;
  if (attributes.store) root.dataset.store = attributes.store;
  return root;
}

describe("the page's language", () => {
  afterEach(async () => {
    // Back to the source language for the other tests of this worker.
    await startTranslations('en-GB');
  });

  it('is the lang the server wrote with the store, without asking anything', async () => {
    const ask = vi.fn();
    expect(await pageLocaleOf(page({ lang: 'fr-FR', store: 'fr' }), ask)).toBe('fr-FR');
    expect(ask).not.toHaveBeenCalled();
  });

  it("is asked of the store when the server did not name it, and is the page's own when the store does not answer", async () => {
    expect(await pageLocaleOf(page({ lang: 'en-GB' }), async () => [{ locale: 'de_DE' }])).toBe('de_DE');
    expect(await pageLocaleOf(page({ lang: 'en-GB' }), async () => [])).toBe('en-GB');
    expect(
      await pageLocaleOf(page({ lang: 'en-GB' }), async () => {
        throw new Error('offline');
      }),
    ).toBe('en-GB');
  });

  it('loads that language’s catalogue, says it on the page and writes dates in its locale', async () => {
    expect(await startTranslations('de_DE')).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(i18next.t('basket.proceedToCheckout')).toBe('Zur Kasse');
    expect(i18next.t('header.basketItems', { count: 1 })).toBe('Warenkorb, 1 Artikel');
    expect(formatDate(new Date('2026-03-04T12:00:00Z'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('4. März 2026');

    expect(await startTranslations('cy')).toBe('cy');
    expect(i18next.t('header.basketItems', { count: 2 })).toBe('Basged, 2 eitem');
  });
});
