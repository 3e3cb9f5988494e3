import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/web/api/client';
import { type CartScope, cartKeys } from '../../../shared/web/api/query-keys';
import { type Session, ensureSession, useSession } from '../../customers/web';
import { guestCartId, useGuestCartId } from '../../../shared/web/cart/guest-cart-id';

export interface CartRef {
  scope: CartScope;
  /** REST path of the cart, e.g. `guest-carts/{maskedId}` or `carts/mine`; null when there is none yet. */
  path: string | null;
  isCustomer: boolean;
  /** False until the session is known, so nothing is asked of the wrong cart. */
  ready: boolean;
}

function cartPathOf(scope: CartScope): string | null {
  if (scope === 'mine') return 'carts/mine';
  if (scope === 'none') return null;
  return `guest-carts/${scope.slice('guest:'.length)}`;
}

/** Which cart a shopper has: the customer's (carts/mine) or the guest's masked cart; none before the session is known. */
function cartRefOf(session: Session | undefined, guestId: string | null): CartRef {
  const isCustomer = Boolean(session?.customer);
  const scope: CartScope = isCustomer ? 'mine' : guestId ? `guest:${guestId}` : 'none';
  return { scope, path: cartPathOf(scope), isCustomer, ready: session !== undefined };
}

/** Which cart the page talks to: the customer's (carts/mine) or the guest's masked cart. */
export function useCartRef(): CartRef {
  const session = useSession();
  const guestId = useGuestCartId();
  return cartRefOf(session.isSuccess ? session.data : undefined, guestId);
}

/** The cart of the current shopper, once the session is known (for reading ahead of a page). */
export async function currentCartRef(queryClient: QueryClient): Promise<CartRef> {
  return cartRefOf(await ensureSession(queryClient), guestCartId.get());
}

export interface WritableCart {
  scope: CartScope;
  path: string;
  /** quote_id for POST items: the masked id for guests, the quote id for customers. */
  quoteId: string;
}

/** The cart to write to, created on first use (guest cart lazily; POST carts/mine for customers). */
export async function ensureWritableCart(queryClient: QueryClient): Promise<WritableCart> {
  const session = await ensureSession(queryClient);
  if (session.customer) {
    const quoteId = await queryClient.fetchQuery({
      queryKey: cartKeys.customerCartId(),
      queryFn: () => api.post<number | string>('carts/mine'),
      staleTime: Infinity,
    });
    return { scope: 'mine', path: 'carts/mine', quoteId: String(quoteId) };
  }
  let id = guestCartId.get();
  if (!id) {
    id = await api.post<string>('guest-carts');
    guestCartId.set(id);
  }
  return { scope: `guest:${id}`, path: `guest-carts/${id}`, quoteId: id };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A 404 may mean "no such product/item" too, so the cart itself is asked before it is given up. */
async function guestCartIsGone(path: string): Promise<boolean> {
  try {
    await api.get(path);
    return false;
  } catch (error) {
    return isNotFound(error);
  }
}

/**
 * Runs a write against the cart; when a guest cart has gone (ordered, expired) the stored id is
 * dropped and, for writes that make sense on a new cart (adding), retried once on a fresh cart.
 */
export async function withWritableCart<T>(queryClient: QueryClient, write: (cart: WritableCart) => Promise<T>, { retryOnNewCart = false } = {}): Promise<T> {
  const cart = await ensureWritableCart(queryClient);
  try {
    return await write(cart);
  } catch (error) {
    if (cart.scope === 'mine' || !isNotFound(error) || !(await guestCartIsGone(cart.path))) throw error;
    guestCartId.clear();
    if (!retryOnNewCart) throw error;
    return write(await ensureWritableCart(queryClient));
  }
}
