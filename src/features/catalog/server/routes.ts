import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { searchCatalogue, searchCriteriaQuerySchema, toProductSearch } from '../domain';
import { productDto } from './dto';
import { PRODUCT_NOT_FOUND, catalogueOf } from './service';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/products', { schema: { tags: ['catalog'], querystring: searchCriteriaQuerySchema } }, async (request) => {
    const catalogue = await catalogueOf(app.db, request.shop);
    const { items, totalCount } = searchCatalogue(catalogue.products, toProductSearch(request.query));
    return { items: items.map((p) => productDto(p, request.shop.settings)), search_criteria: request.query.searchCriteria ?? {}, total_count: totalCount };
  });

  r.get(
    '/products/:sku',
    { schema: { tags: ['catalog'], params: z.object({ storeCode: z.string(), sku: z.string().min(1).max(64) }) } },
    async (request) => {
      const product = (await catalogueOf(app.db, request.shop)).bySku.get(request.params.sku);
      if (!product) throw new ShopError('NOT_FOUND', PRODUCT_NOT_FOUND);
      return productDto(product, request.shop.settings);
    },
  );

  // The storefront opens products by their URL key (/product/:urlKey).
  r.get(
    '/products-by-url-key/:urlKey',
    { schema: { tags: ['catalog'], params: z.object({ storeCode: z.string(), urlKey: z.string().min(1).max(128) }) } },
    async (request) => {
      const product = (await catalogueOf(app.db, request.shop)).byUrlKey.get(request.params.urlKey);
      if (!product) throw new ShopError('NOT_FOUND', PRODUCT_NOT_FOUND);
      return productDto(product, request.shop.settings);
    },
  );
}
