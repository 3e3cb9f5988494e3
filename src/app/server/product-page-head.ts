import type { FastifyRequest } from 'fastify';
import { toDecimal } from '../../shared/domain/money';
import { productStructuredData, structuredDataElement } from '../../features/catalog/domain';
import { catalogueOf } from '../../features/catalog/server';
import type { ResolvedStore } from '../../features/stores/server';
import type { Database } from '../../shared/server/db';
import type { PageHead } from './spa';

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/i;

/**
 * What a product page's HTML carries in its head for search engines: the product's structured data
 * (schema.org Product with its offer), in the page's store, from the cached catalogue. Other pages, and a
 * product the store does not sell, carry nothing.
 */
export function productPageHead(db: Database, shopOf: (request: FastifyRequest) => Promise<ResolvedStore | null>): PageHead {
  return async (pathname, request) => {
    const match = PRODUCT_PAGE.exec(pathname);
    if (!match) return '';
    let urlKey: string;
    try {
      urlKey = decodeURIComponent(match[1]);
    } catch {
      return '';
    }
    const shop = await shopOf(request);
    const product = shop && (await catalogueOf(db, shop)).byUrlKey.get(urlKey);
    if (!shop || !product) return '';
    const origin = `${request.protocol}://${request.host}`;
    return structuredDataElement(
      productStructuredData({
        name: product.name,
        description: product.description,
        sku: product.sku,
        url: `${origin}/product/${encodeURIComponent(product.urlKey)}`,
        image: new URL(product.image, origin).href,
        price: toDecimal(product.price),
        currency: shop.store.currency,
        inStock: product.qty > 0,
      }),
    );
  };
}
