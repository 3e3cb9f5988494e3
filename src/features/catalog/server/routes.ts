import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import type { StoreSettings } from '../../stores/domain';
import { textLocaleOf } from '../../stores/server';
import {
  LISTING_PARAMS,
  type SubscriptionTerms,
  checkSearchQuery,
  listingQuery,
  readListingSelection,
  searchCatalogue,
  searchCriteriaQuerySchema,
  stockStateOf,
  storefrontSearchQuerySchema,
  suggestionsQuerySchema,
  toProductSearch,
  unknownListingParams,
} from '../domain';
import { productDto } from './dto';
import { type CatalogProduct, PRODUCT_NOT_FOUND, catalogueOf } from './service';
import { liveStockOf } from './store';
import { keepRecent } from '../../../shared/server/recent-map';
import { quickSearchDto, suggestionsDto } from './search-dto';
import { quickSearch, suggest } from './search-service';
import { categoryListing } from './listing-service';
import { listingDto } from './listing-dto';

/** The category page's query: each parameter one short text (a filter's values joined by commas). */
const listingQuerySchema = z.record(z.string().max(64), z.string().max(512));

/** Product list answers kept per catalogue and store settings, at most this many queries each (oldest dropped first). */
const MAX_KEPT_PRODUCT_LISTS = 100;

/**
 * A product list's answer as sent, kept with the catalogue it was built from and the store settings it
 * used: a changed product or setting replaces those objects (their caches are dropped), so a kept answer
 * is never older than what it shows. Keyed by the request's query text.
 */
const keptLists = new WeakMap<object, WeakMap<object, Map<string, string>>>();

function keptListsOf(catalogue: object, settings: object): Map<string, string> {
  let bySettings = keptLists.get(catalogue);
  if (!bySettings) {
    bySettings = new WeakMap();
    keptLists.set(catalogue, bySettings);
  }
  let lists = bySettings.get(settings);
  if (!lists) {
    lists = new Map();
    bySettings.set(settings, lists);
  }
  return lists;
}

export interface CatalogRouteOptions {
  /** The store's subscription rules and savings (the basket's and pricing's settings, which the app reads). */
  subscriptionTermsOf: (settings: StoreSettings) => SubscriptionTerms;
}

export async function catalogRoutes(app: FastifyInstance, { subscriptionTermsOf }: CatalogRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** One product as its page needs it: with its stock now and the store's subscription terms. */
  const productPageDto = async (
    product: CatalogProduct | undefined,
    shop: { settings: StoreSettings; store: { locale: string }; language?: string },
    bySku: ReadonlyMap<string, CatalogProduct>,
  ) => {
    if (!product) throw new ShopError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const stock = stockStateOf(await liveStockOf(app.db, product.id));
    return productDto(product, shop.settings, textLocaleOf(shop), bySku, { stock, subscriptionTerms: subscriptionTermsOf(shop.settings) });
  };

  r.get('/products', { schema: { tags: ['catalog'], querystring: searchCriteriaQuerySchema } }, async (request, reply) => {
    const catalogue = await catalogueOf(app.db, request.shop);
    const lists = keptListsOf(catalogue, request.shop.settings);
    const queryText = request.url.slice(request.url.indexOf('?') + 1);
    let answer = lists.get(queryText);
    if (answer === undefined) {
      const search = toProductSearch(request.query);
      if (!search.ok) throw new ShopError('INVALID_INPUT', search.message, search.parameters);
      const { items, totalCount } = searchCatalogue(catalogue.products, search.search);
      answer = JSON.stringify({
        items: items.map((p) => productDto(p, request.shop.settings, textLocaleOf(request.shop), catalogue.bySku)),
        search_criteria: request.query.searchCriteria ?? {},
        total_count: totalCount,
      });
      keepRecent(lists, queryText, answer, MAX_KEPT_PRODUCT_LISTS);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  // A product not sold in the store (no price there) is not in its catalogue: 404, as Magento answers.
  r.get('/products/:sku', { schema: { tags: ['catalog'], params: z.object({ storeCode: z.string(), sku: z.string().min(1).max(64) }) } }, async (request) => {
    const catalogue = await catalogueOf(app.db, request.shop);
    return productPageDto(catalogue.bySku.get(request.params.sku), request.shop, catalogue.bySku);
  });

  // The storefront opens products by their URL key (/product/:urlKey).
  r.get(
    '/products-by-url-key/:urlKey',
    { schema: { tags: ['catalog'], params: z.object({ storeCode: z.string(), urlKey: z.string().min(1).max(128) }) } },
    async (request) => {
      const catalogue = await catalogueOf(app.db, request.shop);
      return productPageDto(catalogue.byUrlKey.get(request.params.urlKey), request.shop, catalogue.bySku);
    },
  );

  /**
   * A listing's answer for the request's query: its selection read (any parameter it cannot read a 400),
   * worked out from the kept catalogue, kept per selection as the product lists' answers are. A search's
   * listing takes the query `q` (checked as the search checks it); a category page takes none.
   */
  const listingAnswer = async (request: FastifyRequest<{ Querystring: Record<string, string> }>, search: boolean): Promise<string> => {
    const query = request.query;
    const { selection, problems } = readListingSelection((name) => (Object.hasOwn(query, name) ? query[name] : undefined));
    // q is a known parameter to the search's listing only.
    const unknown = Object.keys(query).filter((name) => !search && name === LISTING_PARAMS.query);
    const problem = [
      ...unknownListingParams(Object.keys(query)),
      ...unknown.map((name) => ({ message: 'Invalid attribute name: %1', parameters: [name] })),
      ...problems,
    ][0];
    if (problem) throw new ShopError('INVALID_INPUT', problem.message, problem.parameters);
    let words: string[] | null = null;
    if (search) {
      const check = checkSearchQuery(selection.query);
      if (!check.ok) throw new ShopError('INVALID_INPUT', check.message, check.parameters);
      words = check.words;
    }
    const lists = keptListsOf(await catalogueOf(app.db, request.shop), request.shop.settings);
    const key = `listing?${listingQuery(selection)}`;
    let answer = lists.get(key);
    if (answer === undefined) {
      const { listing, bySku } = await categoryListing(app.db, request.shop, selection, words);
      answer = JSON.stringify(listingDto(listing, selection, request.shop.settings, textLocaleOf(request.shop), bySku));
      keepRecent(lists, key, answer, MAX_KEPT_PRODUCT_LISTS);
    }
    return answer;
  };

  // A category page (the storefront's layered navigation): its page of products and every filter's counts
  // in one answer.
  r.get('/category-listing', { schema: { tags: ['catalog'], querystring: listingQuerySchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await listingAnswer(request, false)),
  );

  // The search's results page: the same listing over the products the query `q` finds, its filters counted over those.
  r.get('/search-listing', { schema: { tags: ['catalog'], querystring: listingQuerySchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await listingAnswer(request, true)),
  );

  // Magento's storefront search: the products' ids and scores, best first (the storefront then reads them).
  r.get('/search', { schema: { tags: ['catalog'], querystring: storefrontSearchQuerySchema } }, async (request) => {
    const criteria = request.query.searchCriteria;
    return quickSearchDto(criteria, await quickSearch(app.db, request.shop, criteria));
  });

  // The header's suggestions while a shopper types: products and categories, at most eight.
  r.get('/search/suggestions', { schema: { tags: ['catalog'], querystring: suggestionsQuerySchema } }, async (request) =>
    suggestionsDto(await suggest(app.db, request.shop, request.query.q)),
  );
}
