import { useSyncExternalStore } from 'react';
import { STORE_CODE, api } from '../api/client';

/** How the store writes money: its currency and locale, from Magento's `store/storeConfigs`. */
export interface MoneyFormat {
  currency: string;
  /** BCP 47 (en-GB, fr-FR). */
  locale: string;
}

interface StoreConfigAnswer {
  code?: string;
  locale?: string;
  base_currency_code?: string;
  default_display_currency_code?: string;
}

// A number format costs the browser its locale data the first time (15–25 ms on a slow machine, four times
// that in the audit's simulation): each is made once, and a plain one only if a price must show without a
// format.
const formatters = new Map<string, Intl.NumberFormat | null>();
let plain: Intl.NumberFormat | null = null;

function formatterFor(format: MoneyFormat): Intl.NumberFormat | null {
  const key = `${format.locale}|${format.currency}`;
  if (!formatters.has(key)) formatters.set(key, toFormatter(format));
  return formatters.get(key) ?? null;
}

function plainFormatter(): Intl.NumberFormat {
  plain ??= new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return plain;
}

// The store is fixed for a page load (switching store reloads the page), so its money format is asked
// for once and kept; the last answer per store is remembered so later visits show it at once. Until the
// first answer, the default store is taken to be the UK one (as the README's stores table says) and
// another store's prices show as plain amounts rather than in a currency that may be wrong.
const CACHE_KEY = `shop.moneyFormat.${STORE_CODE}`;
const DEFAULT_STORE_FORMAT: MoneyFormat = { currency: 'GBP', locale: 'en-GB' };
const listeners = new Set<() => void>();
let current: MoneyFormat | null = readCached() ?? (STORE_CODE === 'default' ? DEFAULT_STORE_FORMAT : null);
let requested = false;
// Made as the module loads, in that task of its own, rather than in the middle of the first render of prices.
if (current) formatterFor(current);

function readCached(): MoneyFormat | null {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as MoneyFormat | null;
    return cached && formatterFor(cached) ? cached : null;
  } catch {
    return null;
  }
}

function toFormatter(format: MoneyFormat): Intl.NumberFormat | null {
  if (!/^[A-Z]{3}$/.test(format.currency)) return null;
  try {
    return new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency });
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
      if (!currency) return;
      const format = { currency, locale: (config?.locale || 'en_GB').replace('_', '-') };
      if (!formatterFor(format) || (current && current.currency === format.currency && current.locale === format.locale)) return;
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
  return ((format && formatterFor(format)) ?? plainFormatter()).format(value);
}

/** The store's money format (null until the store has said which). */
export function useMoneyFormat(): MoneyFormat | null {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

export function Price({ value, className }: { value: number; className?: string }) {
  const format = useMoneyFormat();
  return <span className={className ? `price ${className}` : 'price'}>{formatMoney(value, format)}</span>;
}
