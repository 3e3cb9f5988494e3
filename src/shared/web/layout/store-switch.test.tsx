// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { guestCartStorageKey } from '../cart/guest-cart-id';
import { Price, UK_MONEY_FORMAT, formatMoney } from '../ui/price';
import { priceFormatOf } from '../../domain/price-format';
import { type StoreViewAnswer, StoreSwitch, selectedStoreCode, switchStore } from './store-switch';

const VIEWS: StoreViewAnswer[] = [
  { id: 1, code: 'uk', name: 'United Kingdom', is_active: 1, extension_attributes: { is_default: true, country_id: 'GB' } },
  { id: 2, code: 'fr', name: 'France', is_active: 1, extension_attributes: { is_default: false, country_id: 'FR' } },
];

const storeCookie = () => document.cookie.split('; ').find((c) => c.startsWith('store='));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'store=; path=/; max-age=0';
});

describe('store switch', () => {
  it('shows the default store for `default`, a known code as itself, nothing for an unknown code', () => {
    expect(selectedStoreCode(VIEWS, 'default')).toBe('uk');
    expect(selectedStoreCode(VIEWS, 'fr')).toBe('fr');
    expect(selectedStoreCode(VIEWS, 'de')).toBeUndefined();
  });

  it('remembers a chosen store in the `store` cookie and forgets it for the default store, reloading each time', () => {
    const reload = vi.fn();
    switchStore(VIEWS[1], reload);
    expect(storeCookie()).toBe('store=fr');
    switchStore(VIEWS[0], reload);
    expect(storeCookie()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('lists the stores under "Shop in" and switches to France', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/store/storeViews') ? VIEWS : []), { status: 200 })),
    );
    const reload = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StoreSwitch reload={reload} />
      </QueryClientProvider>,
    );
    const select = (await screen.findByLabelText('Shop in')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['United Kingdom', 'France']);
    expect(select.value).toBe('uk');
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(storeCookie()).toBe('store=fr');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the chosen store on a page load', () => {
  beforeEach(() => vi.resetModules());

  it('takes `___store` from the address, keeps it in the cookie and tidies the address', async () => {
    history.replaceState(null, '', '/product/x?___store=fr&ref=1#top');
    const { STORE_CODE } = await import('../api/client');
    expect(STORE_CODE).toBe('fr');
    expect(storeCookie()).toBe('store=fr');
    expect(location.pathname + location.search + location.hash).toBe('/product/x?ref=1#top');
    vi.resetModules();
    expect((await import('../api/client')).STORE_CODE).toBe('fr');
    expect((await import('../api/client')).REST_BASE).toBe('/rest/fr/V1');
  });

  it('takes the store the server wrote on the page before the cookie, unless it is malformed', async () => {
    history.replaceState(null, '', '/');
    document.cookie = 'store=fr; path=/';
    document.documentElement.dataset.store = 'de';
    try {
      expect((await import('../api/client')).STORE_CODE).toBe('de');
      vi.resetModules();
      document.documentElement.dataset.store = '../evil';
      expect((await import('../api/client')).STORE_CODE).toBe('fr');
    } finally {
      delete document.documentElement.dataset.store;
      document.cookie = 'store=; path=/; max-age=0';
    }
  });

  it('is `default` without a cookie, and ignores a malformed one', async () => {
    history.replaceState(null, '', '/');
    expect((await import('../api/client')).STORE_CODE).toBe('default');
    vi.resetModules();
    document.cookie = 'store=../evil; path=/';
    expect((await import('../api/client')).STORE_CODE).toBe('default');
  });
});

describe('per-store storefront state', () => {
  it('keeps one guest cart id per store (the default store keeps the original key)', () => {
    expect(guestCartStorageKey('default')).toBe('shop.guestCartId');
    expect(guestCartStorageKey('fr')).toBe('shop.guestCartId.fr');
  });

  it('writes prices in the store currency and locale', () => {
    expect(formatMoney(5.99, UK_MONEY_FORMAT)).toBe('£5.99');
    expect(formatMoney(1234.5, { currency: 'EUR', locale: 'fr-FR', priceFormat: priceFormatOf('fr-FR', 'EUR') }).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(1234.5, null)).toBe('1,234.50');
  });

  it("knows the default store's format before its answer: the one the server gives the UK store", () => {
    expect(UK_MONEY_FORMAT.priceFormat).toEqual(priceFormatOf('en-GB', 'GBP'));
  });
});

describe('Price', () => {
  it('asks the store for its currency once and shows prices in it', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify([
            {
              code: 'fr',
              locale: 'fr_FR',
              base_currency_code: 'EUR',
              default_display_currency_code: 'EUR',
              extension_attributes: { price_format: priceFormatOf('fr-FR', 'EUR') },
            },
          ]),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <>
        <Price value={6.99} />
        <Price value={11.99} />
      </>,
    );
    expect((await screen.findByText(/6,99/)).textContent?.replace(/\s/g, ' ')).toBe('6,99 €');
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0][0])).toBe('/rest/default/V1/store/storeConfigs?storeCodes[]=default');
  });
});
