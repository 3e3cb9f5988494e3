import type { FastifyRequest } from 'fastify';
import { ShopError, noSuchEntity } from '../../../shared/domain/errors';
import { INVALID_FORM_KEY, formKeyMatches } from '../../customers/server';
import type { ResolvedStore } from '../../stores/server';
import { MASKED_CART_ID } from '../domain';
import type { CartRef } from './cart-row';

/** The store a module path (no store code in it) serves: the shopper's `store` cookie, else the default. */
export async function moduleStore(request: FastifyRequest): Promise<ResolvedStore> {
  const code = request.cookies.store;
  const shop = (code ? await request.server.stores.resolve(code) : null) ?? (await request.server.stores.resolve('default'));
  if (!shop) throw new ShopError('NOT_FOUND', 'Requested store is not found');
  return shop;
}

/**
 * Module paths name no cart: a logged-in browser session means the customer's cart (writes need the
 * session's form key), otherwise the guest's masked cart id travels as `quote_id`.
 */
export async function moduleCartRef(request: FastifyRequest, quoteId: string | undefined, formKey: string | undefined): Promise<CartRef> {
  const auth = await request.auth();
  if (auth.customerId) {
    const keyed = formKeyMatches(auth, request) || (formKey !== undefined && formKey === auth.formKey);
    if (request.method !== 'GET' && auth.via === 'session' && !keyed) throw new ShopError('FORBIDDEN', INVALID_FORM_KEY);
    return { kind: 'customer', customerId: auth.customerId };
  }
  if (!quoteId || !MASKED_CART_ID.test(quoteId)) throw noSuchEntity('cartId', quoteId ?? '');
  return { kind: 'guest', maskedId: quoteId };
}
