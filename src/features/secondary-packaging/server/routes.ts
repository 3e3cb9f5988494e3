import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { registerFormBodies } from '../../../shared/server/plugins/request-hygiene';
import { z } from 'zod';
import { cartRoute } from '../../cart/server';
import { moduleCartRef, moduleStore } from '../../cart/server';
import { totalsResponse } from '../../pricing/server';
import { SECONDARY_PACKAGING_CHOICE_INVALID, packagingFormSchema } from '../domain';
import { choosePackaging, packagingFor } from './service';

const tags = ['secondary-packaging'];

const secondaryPackagingResponse = z.object({
  showOnCheckout: z.boolean(),
  checkoutText: z.string(),
  stateOnCheckout: z.boolean(),
  checkoutTooltip: z.string(),
  checked: z.boolean(),
});

/** Spec 002 §2: the summary's checkbox, its words and whether it is ticked for this basket. */
export async function secondaryPackagingRoutes(app: FastifyInstance): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/secondary-packaging',
    response: secondaryPackagingResponse,
    tags,
    handler: (request, ref) => packagingFor(app.db, request.shop, ref),
  });
}

/** A multipart form's fields; any file, or a body the reader cannot read, is not a packaging choice. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw invalidInput(SECONDARY_PACKAGING_CHOICE_INVALID);
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw error instanceof ShopError ? error : invalidInput(SECONDARY_PACKAGING_CHOICE_INVALID);
  }
  return fields;
}

/**
 * `POST /secondarypackagings` (spec 002 §7): the checkbox's form, multipart with `seconderyPackaging` (as the
 * spec spells it), or the same fields as a form or JSON. The guest's cart travels as `quote_id`, a customer's
 * is the session's (module-cart-route.ts). Answers the totals, recalculated.
 */
export async function secondaryPackagingModuleRoutes(app: FastifyInstance): Promise<void> {
  registerFormBodies(app, { bodyLimit: 1024 });
  await app.register(fastifyMultipart, { limits: { files: 0, fields: 4, fieldSize: 64, parts: 4, headerPairs: 20 } });

  app.post('/secondarypackagings', { schema: { tags, response: { 200: totalsResponse } } }, async (request) => {
    const body = request.isMultipart() ? await multipartFields(request) : request.body;
    const parsed = packagingFormSchema.safeParse(body ?? {});
    if (!parsed.success) throw invalidInput(SECONDARY_PACKAGING_CHOICE_INVALID);
    const { seconderyPackaging, quote_id, form_key } = parsed.data;
    const shop = await moduleStore(request);
    const ref = await moduleCartRef(request, quote_id, form_key);
    return choosePackaging(app.db, app.pricing, shop, ref, seconderyPackaging);
  });
}
