import { useSyncExternalStore } from 'react';
import { type PriceFormat, formatWithPriceFormat, isPriceFormat } from '../../domain/price-format';
import { STORE_CODE, api } from '../api/client';

/** How the store writes money: its currency and locale, and the price format its `store/storeConfigs` entry carries. */
export interface MoneyFormat {
  currency: string;
  /** BCP 47 (en-GB, fr-FR). */
  locale: string;
  priceFormat: PriceFormat;
}

interface StoreConfigAnswer {
  code?: string;
  locale?: string;
  base_currency_code?: string;
  default_display_currency_code?: string;
  extension_attributes?: { price_format?: unknown };
}

/** The default store's (the UK's) format, known before its answer; a test holds it to the server's. */
export const UK_MONEY_FORMAT: MoneyFormat = {
  currency: 'GBP',
  locale: 'en-GB',
  priceFormat: { pattern: '£%s', negativePattern: '-£%s', precision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3, minimumGroupingDigits: 1 },
};

/** Amounts of a store that has not yet said how it writes money: two decimals, no currency. */
const PLAIN_FORMAT: PriceFormat = { ...UK_MONEY_FORMAT.priceFormat, pattern: '%s', negativePattern: '-%s' };

function isMoneyFormat(value: unknown): value is MoneyFormat {
  const f = value as Partial<MoneyFormat> | null;
  return typeof f === 'object' && f !== null && typeof f.currency === 'string' && typeof f.locale === 'string' && isPriceFormat(f.priceFormat);
}

// The store is fixed for a page load (switching store reloads the page), so its money format is asked
// for once and kept; the last answer per store is remembered so later visits show it at once. Until the
// first answer, the default store is taken to be the UK one (as the README's stores table says) and
// another store's prices show as plain amounts rather than in a currency that may be wrong.
// The browser builds no Intl number format: the first one loads its locale data, 20 ms or more in the
// middle of the page's first draw (see shared/domain/price-format.ts).
const CACHE_KEY = `shop.moneyFormat.${STORE_CODE}`;
const listeners = new Set<() => void>();
let current: MoneyFormat | null = readCached() ?? (STORE_CODE === 'default' ? UK_MONEY_FORMAT : null);
let requested = false;

function readCached(): MoneyFormat | null {
  try {
    const cached: unknown = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null');
    return isMoneyFormat(cached) ? cached : null;
  } catch {
    return null;
  }
}

function requestFormat(): void {
  if (requested) return;
  requested = true;
  api
    .get<StoreConfigAnswer[]>(`store/storeConfigs?storeCodes[]=${encodeURIComponent(STORE_CODE)}`)
    .then((answer) => {
      const config = Array.isArray(answer) ? answer[0] : undefined;
      const currency = config?.default_display_currency_code || config?.base_currency_code;
      const priceFormat = config?.extension_attributes?.price_format;
      if (!currency || !isPriceFormat(priceFormat)) return;
      const format: MoneyFormat = { currency, locale: (config?.locale || 'en_GB').replace('_', '-'), priceFormat };
      if (current && JSON.stringify(current) === JSON.stringify(format)) return;
      current = format;
      try {
        localStorage.setItem(CACHE_KEY, JSON.stringify(format));
      } catch {
        // Private mode: the format is simply asked for again next time.
      }
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Prices still show, as plain amounts, until a later page load gets the store's answer.
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  requestFormat();
  return () => listeners.delete(listener);
}

/** Prices come from the API as decimals in the store's currency (GBP in the UK store, EUR in France). */
export function formatMoney(value: number, format: MoneyFormat | null = current): string {
  return formatWithPriceFormat(value, format?.priceFormat ?? PLAIN_FORMAT);
}

/** The store's money format (null until the store has said which). */
export function useMoneyFormat(): MoneyFormat | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

export function Price({ value, className }: { value: number; className?: string }) {
  const format = useMoneyFormat();
  return <span className={className ? `price ${className}` : 'price'}>{formatMoney(value, format)}</span>;
}
