// The rule module itself, not the validation barrel: the barrel would pull phone metadata into every page.
import i18next from 'i18next';
import { formatMessage } from '../../domain/validation/rule-failure';
import { isStoreCode, storeCodeOf } from '../../domain/store-code';

/** Magento's store cookie: the store the shopper chose (store switcher or a `___store` link). */
export const STORE_COOKIE = 'store';
const STORE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Remembers the shopper's store for the next page loads; `null` forgets it (back to the default store). */
export function rememberStoreCode(code: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = isStoreCode(code)
    ? `${STORE_COOKIE}=${code}; path=/; max-age=${STORE_COOKIE_MAX_AGE}; samesite=lax`
    : `${STORE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * As Magento: a `___store=<code>` query parameter switches store and sets the `store` cookie (the
 * parameter is then taken out of the address); otherwise the cookie names the store; `default` (the
 * default store, UK) when neither does. The server writes the store it chose the same way on the page
 * (`data-store`), which spares reading the cookie (a wait on the browser's network process).
 */
function chosenStoreCode(): string {
  if (typeof document === 'undefined' || typeof location === 'undefined') return 'default';
  const url = new URL(location.href);
  const asked = url.searchParams.get('___store');
  if (asked !== null) {
    url.searchParams.delete('___store');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    if (isStoreCode(asked)) {
      rememberStoreCode(asked);
      return asked;
    }
  }
  const given = document.documentElement.dataset.store;
  if (isStoreCode(given)) return given;
  const cookie = document.cookie.split(';').map((c) => c.trim().split('='));
  return storeCodeOf(null, cookie.find(([name]) => name === STORE_COOKIE)?.[1]);
}

/** The store the storefront talks to, chosen once per page load; `default` is the default (UK) store. */
export const STORE_CODE = chosenStoreCode();
export const REST_BASE = `/rest/${STORE_CODE}/V1`;
/** What a failure without the server's own message says, in the page's language. */
export const genericFailure = (): string => i18next.t('common.genericFailure');

/** A failed call, with the server's message already filled in (Magento's %placeholders). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's named parameters (a 3-D Secure challenge's `redirect_url`, say). */
    readonly parameters: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let formKey: string | null = null;

/** Set from the session section; sent with every write so cookie-authenticated calls pass the CSRF check. */
export function setFormKey(key: string | null): void {
  formKey = key;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  /** Extra request headers (e.g. a captcha answer); they cannot override the ones set here. */
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const url = path.startsWith('/') ? path : `${REST_BASE}/${path}`;
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  // A form (a file upload) goes as multipart, its boundary set by the browser.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (formKey && method !== 'GET') headers['x-form-key'] = formKey;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, genericFailure());
  }
  if (!response.ok) {
    const { message, parameters } = (data ?? {}) as { message?: string; parameters?: Record<string, string | number> | (string | number)[] };
    const params = Array.isArray(parameters) ? Object.fromEntries(parameters.map((v, i) => [String(i + 1), v])) : parameters;
    throw new ApiError(response.status, message ? formatMessage(message, params) : genericFailure(), params ?? {});
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, body, undefined, headers),
  /** A multipart form (file uploads). */
  upload: <T>(path: string, form: FormData) => apiRequest<T>('POST', path, form),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('PUT', path, body, undefined, headers),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
