import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STORE_VIEWS_PATH, storeDataPaths } from '../domain/first-data';
import { pageRoutes } from '../../shared/domain/page-routes';
import { isStoreCode } from '../../shared/domain/store-code';
import { type Language, LANGUAGES, documentLanguage, languageOfLocale } from '../../shared/domain/i18n/languages';
import { translatedShell } from './page-shell';

/**
 * The app's pages and the module the browser's router loads for each (src/app/web/router.tsx, a
 * test keeps the two in step). A page's HTML names that module's chunks, so the browser fetches them
 * with the app's own script instead of after it has run.
 */
export const PAGE_MODULES: Record<keyof typeof pageRoutes, string> = {
  catalogue: 'src/features/catalog/web/catalogue-page.tsx',
  product: 'src/app/web/product-page.tsx',
  catalogSearch: 'src/features/catalog/web/search-results-page.tsx',
  cart: 'src/app/web/basket-page.tsx',
  checkout: 'src/features/checkout/web/checkout-page.tsx',
  success: 'src/features/orders/web/success-page.tsx',
  login: 'src/features/customers/web/login-page.tsx',
  createAccount: 'src/features/customers/web/create-account-page.tsx',
  checkoutRegister: 'src/features/checkout/web/checkout-register-page.tsx',
  forgotPassword: 'src/features/customers/web/forgot-password-page.tsx',
  createPassword: 'src/features/customers/web/create-password-page.tsx',
  storedPaymentMethods: 'src/features/customers/web/stored-payment-methods-page.tsx',
  account: 'src/features/account/web/dashboard-page.tsx',
  accountEdit: 'src/features/account/web/account-edit-page.tsx',
  addressBook: 'src/features/account/web/address-book-page.tsx',
  addressNew: 'src/features/account/web/address-form-page.tsx',
  addressEdit: 'src/features/account/web/address-form-page.tsx',
  orderHistory: 'src/features/account/web/order-history-page.tsx',
  orderView: 'src/features/account/web/order-view-page.tsx',
  newsletter: 'src/features/account/web/newsletter-page.tsx',
  subscriptions: 'src/app/web/subscriptions-page.tsx',
  paypalExpressBack: 'src/features/paypal/web/express-return-page.tsx',
  cmsPage: 'src/features/cms/web/cms-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** index.html with one page's hints, in each encoding, made once at start-up. */
export interface PageDocument {
  /** The page as text, which a store's own page is made from (storePage). */
  html: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Every chunk a module needs (itself and its static imports, transitively), by manifest key. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The <link>s that start a page's own chunks (and their styles) alongside the app's entry script. */
function pageHints(manifest: Manifest, module: string): string {
  const entry = closure(manifest, 'index.html');
  const chunks = [...closure(manifest, module)].filter((key) => !entry.has(key)).map((key) => manifest[key]);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
  // At the browser's usual priority: nothing here holds up the first paint (index.html carries its CSS
  // inline), and the page's content waits for exactly these files.
  const scripts = chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`);
  const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))]
    .filter((css) => !entryCss.has(css))
    .map((css) => `<link rel="preload" as="style" href="/${css}">`);
  return [...scripts, ...styles].join('');
}

/**
 * index.html for each page with its hints, or null when the build has no manifest (then index.html is
 * sent as it is).
 */
export function pageDocuments(webRoot: string): Map<string, PageDocument> | null {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const index = readFileSync(indexPath, 'utf8');
  const documents = new Map<string, PageDocument>();
  for (const [page, module] of Object.entries(PAGE_MODULES)) {
    const route = pageRoutes[page as keyof typeof pageRoutes];
    if (!manifest[module]) continue;
    const html = index.replace('</head>', `${pageHints(manifest, module)}</head>`);
    const identity = Buffer.from(html);
    documents.set(route, { html, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) });
  }
  return documents;
}

/** Where the build put each language's catalogue (src/shared/web/i18n/i18n.ts imports one per language). */
const CATALOGUE_MODULE_DIR = 'src/shared/domain/i18n/catalogues';

/** Each language's catalogue chunk as the build named it (`assets/fr-….js`); empty without a manifest. */
export function catalogueFiles(webRoot: string): Map<Language, string> {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  const files = new Map<Language, string>();
  if (!existsSync(manifestPath)) return files;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  for (const language of LANGUAGES) {
    const chunk = manifest[`${CATALOGUE_MODULE_DIR}/${language}.json`];
    if (chunk) files.set(language, chunk.file);
  }
  return files;
}

/** The page's language: its `lang` (the store's locale) and the catalogue chunk the app reads its texts from. */
export interface PageLanguage {
  locale: string;
  /** Every language the store offers, its own first: more than one are written on the page (`data-languages`). */
  offered?: readonly string[];
  catalogues: ReadonlyMap<Language, string>;
}

/**
 * A page as a shopper of `store` gets it: the store written on <html> (`data-store`, which spares the
 * browser reading its cookie), and the store's first API calls named in its head, so the browser starts
 * them as it reads the page rather than once a script has run. With the store's locale, the page says
 * its language (`lang`, right before any script runs) and names that language's catalogue, which the
 * app waits for before its first render, so it downloads alongside the app's script, and writes the shell's
 * texts in that language (`translatedShell`). `head` is what the
 * page's address adds (a product page's structured data), written as it is.
 */
export function storePage(html: string, store: string, url: URL, language?: PageLanguage, head = ''): string {
  if (!isStoreCode(store)) return html;
  const paths = [...storeDataPaths(url.pathname, url.searchParams, store).map((p) => `/rest/${store}/V1/${p}`), STORE_VIEWS_PATH];
  // As the app's fetch() asks (same-origin credentials): only then does it take the preloaded answer.
  const links = paths
    .map((p) => `<link rel="preload" href="${p.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" as="fetch" crossorigin="anonymous">`)
    .join('');
  const catalogue = language?.catalogues.get(languageOfLocale(language.locale));
  const catalogueLink = catalogue ? `<link rel="modulepreload" crossorigin href="/${catalogue}">` : '';
  const lang = language ? documentLanguage(language.locale) : null;
  // The footer offers the store's languages by their tags, each as the page would say it.
  const offered = (language?.offered ?? []).map(documentLanguage);
  const languages = offered.length > 1 ? ` data-languages="${offered.join(' ')}"` : '';
  const translated = language ? translatedShell(html, languageOfLocale(language.locale)) : html;
  return translated
    .replace(/<html([^>]*)>/, (_tag, attributes: string) => {
      const withLang = lang ? `${attributes.replace(/\slang="[^"]*"/, '')} lang="${lang}"` : attributes;
      return `<html${withLang} data-store="${store}"${languages}>`;
    })
    .replace('</head>', `${catalogueLink}${links}${head}</head>`);
}

/**
 * A store's page in the encoding asked for. Made per request (the product's address and the store vary
 * it): brotli at a middle quality costs about 0.3 ms for this page, and gives a few hundred bytes more
 * than the start-up copies' maximum.
 */
export function encodedPage(html: string, encoding: 'br' | 'gzip' | null): Buffer {
  const identity = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(identity, { level: 6 });
  return identity;
}
