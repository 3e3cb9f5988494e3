import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { INVOICE_INVALID_MESSAGE } from '../domain/messages';
import { validateInvoiceForm } from '../domain/invoice';
import { saveCartInvoice } from './invoice';

const INVOICE_NOT_AVAILABLE = 'The electronic invoice is not available in this store.';

export interface InvoiceRouteOptions {
  /**
   * The active basket's id for `guest-carts/{cartId}` (cartId given) or `carts/mine` (the signed-in
   * customer, else 401); 404 'No such entity' for an unknown basket. The cart feature sits above payment,
   * so the app assembly hands it in.
   */
  cartIdOf: (request: FastifyRequest, maskedId: string | null) => Promise<number>;
}

const field = z.string().max(255).nullish();
const invoiceBody = z.object({
  cartId: z.union([z.string().max(64), z.number()]).optional(),
  receiveInvoice: z.boolean(),
  rfcNumber: field,
  businessName: field,
  taxRegime: field,
  cfdiUse: field,
  postcode: field,
  email: field,
});

/**
 * Spec 002 §7 `POST guest-carts/{cartId}/edicom` and `carts/mine/edicom`: the Mexican electronic invoice
 * (CFDI) the shopper asks for, saved on the basket with the RFC upper-cased. A form with an invalid
 * field is refused as a whole (400 'The electronic invoice form has some invalid fields', each field's
 * message in `errors`) and nothing is saved. Stores without the invoice answer 400.
 */
export async function electronicInvoiceRoutes(app: FastifyInstance, options: InvoiceRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  const handle = async (request: FastifyRequest<{ Body: z.infer<typeof invoiceBody> }>, maskedId: string | null) => {
    const cartId = await options.cartIdOf(request, maskedId);
    if (!request.shop.settings.worldpay.edicom.enabled) throw invalidInput(INVOICE_NOT_AVAILABLE);
    const { data, failures } = validateInvoiceForm(request.body);
    if (failures.length > 0) {
      const errors = failures.map((f) => ({ message: f.message, parameters: { fieldName: f.code } }));
      throw new ShopError('INVALID_INPUT', INVOICE_INVALID_MESSAGE, [], errors);
    }
    await saveCartInvoice(app.db, cartId, data);
    return data;
  };

  r.post(
    '/guest-carts/:cartId/edicom',
    { schema: { tags, params: z.object({ storeCode: z.string(), cartId: z.string().max(64) }), body: invoiceBody } },
    async (request) => handle(request, request.params.cartId),
  );
  r.post('/carts/mine/edicom', { schema: { tags, body: invoiceBody } }, async (request) => handle(request, null));
}
