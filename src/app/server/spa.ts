import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { offeredLocales } from '../../features/stores/domain';
import { LANGUAGE_COOKIE, chosenLocale } from '../../shared/domain/i18n/languages';
import { type PageDocument, type PageLanguage, catalogueFiles, encodedPage, pageDocuments, storePage } from './page-preload';

import type { PageExists } from '../../shared/server/plugins/errors';

export type { PageExists };

/** The store a page request is for (`default`, or a store's code), or null when it names no known store. */
export type PageStore = (request: FastifyRequest) => Promise<string | null>;

/**
 * The languages a store's pages are offered in (its code, or `default`): its locale first, then the others
 * it offers (Welsh in the UK store); null when not known.
 */
export type PageLocales = (store: string) => Promise<string[] | null>;

/** What a page's head carries for its address beyond the app's own (a product page's structured data), as HTML. */
export type PageHead = (pathname: string, request: FastifyRequest) => Promise<string>;

/** Where vite writes the hashed (content-named) files, relative to the web root. */
const HASHED_ASSETS = `assets${path.sep}`;

/** The encoding the client accepts that we have: brotli, then gzip, else none. */
function negotiate(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageDocument,
  htmlOnly: boolean,
  app: PageRules,
  catalogues: PageLanguage['catalogues'],
) {
  // Deeper pages go to a client asking for HTML only (others get the usual JSON 404), as unknown paths do.
  if (htmlOnly && !request.headers.accept?.includes('text/html')) return reply.callNotFound();
  // A page for something that does not exist is still the app's page (it shows "not found"), with a 404.
  if (!(await app.pageExists(request.url.split('?')[0], request))) reply.status(404);
  const encoding = negotiate(request);
  // The page names its store and the store's first calls; the store comes from the request's cookie.
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie');
  if (encoding) reply.header('content-encoding', encoding);
  // A store that cannot be looked up now leaves the choice to the browser, as an unknown one does.
  const store = await app.pageStore(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page store lookup failed; page served as built');
    return null;
  });
  if (store === null) return reply.send(encoding ? page[encoding] : page.identity);
  // The store's language, from its locale; a locale that cannot be read now leaves the page's language as built.
  const offered = await app.pageLocales(store).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page locale lookup failed; page served in the source language');
    return null;
  });
  const language = offered?.length ? { locale: chosenLocale(offered, request.cookies?.[LANGUAGE_COOKIE]), offered, catalogues } : undefined;
  const url = new URL(request.url, 'http://shop.invalid');
  // Head data that cannot be read now leaves the page without it; the app writes it once the page has its data.
  const head = await app.pageHead(url.pathname, request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'page head data failed; page served without it');
    return '';
  });
  return reply.send(encodedPage(storePage(page.html, store, url, language, head), encoding));
}

/** What the app says about a page request. */
interface PageRules {
  pageExists: PageExists;
  pageStore: PageStore;
  pageLocales: PageLocales;
  pageHead: PageHead;
}

/**
 * A store's languages from the app's store directory (`stores.locale`, then `general/locale/additional`;
 * cached reference data); none when the app has no store directory (the page then keeps the language it was built with).
 */
function storeLocales(app: FastifyInstance): PageLocales {
  return async (store) => {
    if (!app.hasDecorator('stores')) return null;
    const found = await app.stores.resolve(store);
    return found ? offeredLocales(found.store.locale, found.settings) : null;
  };
}

/**
 * Serves the built React app's files. The build writes `.br` and `.gz` copies next to each file, sent
 * with `Content-Encoding` to browsers that accept them. Hashed assets are cached for a year;
 * everything else (index.html, images) is revalidated on each visit. Each page's address gets
 * index.html naming that page's chunks, so they download alongside the app's script.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  { pageExists = async () => true, pageStore = async () => null, pageLocales = storeLocales(app), pageHead = async () => '' }: Partial<PageRules> = {},
): Promise<boolean> {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; serving the API only');
    return false;
  }
  const pages = pageDocuments(webRoot);
  const catalogues = catalogueFiles(webRoot);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    // With page documents, "/" is the catalogue page below; without, index.html as it is.
    index: pages?.has('/') ? false : undefined,
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(webRoot, filePath).startsWith(HASHED_ASSETS);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  for (const [route, page] of pages ?? []) {
    app.get(route, { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, page, route !== '/', { pageExists, pageStore, pageLocales, pageHead }, catalogues),
    );
  }
  return true;
}
