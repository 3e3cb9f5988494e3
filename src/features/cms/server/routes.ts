import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { CONTENT_IDENTIFIER_MAX_LENGTH } from '../../../shared/domain/page-routes';
import { NO_SUCH_CMS_BLOCK, NO_SUCH_CMS_PAGE } from '../domain';
import { shopperLocale } from '../../stores/server';
import { storeCmsBlock, storeCmsPage } from './service';

/** Any text up to an identifier's length: one the store does not have is a 404, as in Magento. */
const identifierParams = z.object({ storeCode: z.string(), identifier: z.string().min(1).max(CONTENT_IDENTIFIER_MAX_LENGTH) });

/**
 * Magento's `GET V1/cmsPage/{id}` and `GET V1/cmsBlock/{id}`, by identifier: the request's store's active
 * page or block; another store's, a switched-off one or an unknown one is Magento's "doesn't exist". In the
 * language the storefront's shopper chose (the `language` cookie, while the store offers it), falling back
 * to the store's own version; a client naming no language gets the store's own, as Magento answers.
 */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cms'];

  r.get('/cmsPage/:identifier', { schema: { tags, params: identifierParams } }, async (request, reply) => {
    reply.header('vary', 'Cookie');
    const page = await storeCmsPage(app.db, request.shop, request.params.identifier, shopperLocale(request.shop, request));
    if (!page) throw new ShopError('NOT_FOUND', NO_SUCH_CMS_PAGE, [request.params.identifier]);
    return page;
  });

  r.get('/cmsBlock/:identifier', { schema: { tags, params: identifierParams } }, async (request, reply) => {
    reply.header('vary', 'Cookie');
    const block = await storeCmsBlock(app.db, request.shop, request.params.identifier, shopperLocale(request.shop, request));
    if (!block) throw new ShopError('NOT_FOUND', NO_SUCH_CMS_BLOCK, [request.params.identifier]);
    return block;
  });
}
