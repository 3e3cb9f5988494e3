import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { ARTWORK_PATH_PREFIX, parseArtworkFile, productArtworkSvg } from '../domain';

export const ARTWORK_NOT_FOUND = 'The requested image does not exist.';

/**
 * The products' drawings, beside Magento's product images (/media/catalog/product/…). The address names
 * the drawing whole (its kind, colour and the drawings' version), so an answer never changes: the browser
 * and any cache in between keep it for a year.
 */
export async function catalogMediaRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${ARTWORK_PATH_PREFIX}:file`, { schema: { hide: true, params: z.object({ file: z.string().max(64) }) } }, async (request, reply) => {
      const drawing = parseArtworkFile(request.params.file);
      if (!drawing) throw new ShopError('NOT_FOUND', ARTWORK_NOT_FOUND);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(productArtworkSvg(drawing.kind, drawing.colour));
    });
}
