import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../customers/server';
import { saveDefaultAddress, toBookAddress } from '../../customers/server';
import { fullAddressSchema, toAddressRecord } from '../domain';

/**
 * Spec 001 §7: `POST default_address/Checkout/DefaultAddress` with the delivery address when the
 * customer ticks the 'default address' box; it becomes their default delivery and billing address.
 */
export async function defaultAddressRoute(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/default_address/Checkout/DefaultAddress',
      { schema: { tags: ['checkout'], body: fullAddressSchema.and(z.object({ form_key: z.string().max(64).optional() })) } },
      async (request) => {
        const customerId = await requireCustomer(request);
        const saved = await saveDefaultAddress(app.db, customerId, toBookAddress(toAddressRecord(request.body)));
        return { success: true, address_id: saved.id };
      },
    );
}
