import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError } from '../../../shared/domain/errors';
import { sameSecret } from '../../../shared/server/constant-time';
import { isCrossSite } from '../../../shared/server/same-origin';
import { ANONYMOUS, type AuthContext } from './auth-context';
import { hashToken } from './secrets';
import { findSession, findTokenCustomer } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: resolved lazily from the bearer token or the session cookie, once per request. */
    auth(): Promise<AuthContext>;
  }
}

export const SESSION_COOKIE = 'shop_session';
const FORM_KEY_HEADER = 'x-form-key';
const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";
export const INVALID_FORM_KEY = 'Invalid Form Key. Please refresh the page.';
const FOREIGN_ORIGIN = 'The request was sent from another website and has been refused.';

const memo = Symbol('auth');

export interface AuthOptions {
  /** The shop's public origins (SHOP_ORIGIN); empty: the request's own host is the shop. */
  shopOrigins: readonly string[];
}

/** Adds request.auth(): the bearer token wins over the session cookie; looked up once, only when asked. */
export function registerAuth(app: FastifyInstance, { shopOrigins }: AuthOptions): void {
  app.decorateRequest('auth', function (this: FastifyRequest & { [memo]?: Promise<AuthContext> }) {
    this[memo] ??= resolveAuth(app, this);
    return this[memo];
  });
  app.addHook('onRequest', (request) => refuseCrossSiteCookieWrites(request, shopOrigins));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser attaches the session cookie to a write another site makes it send: such a write is refused
 * before any route runs, on top of the form key. Bearer-token calls carry no ambient credentials.
 */
async function refuseCrossSiteCookieWrites(request: FastifyRequest, shopOrigins: readonly string[]): Promise<void> {
  if (READS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  if (isCrossSite(request, shopOrigins)) throw new ShopError('FORBIDDEN', FOREIGN_ORIGIN);
}

async function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const customerId = await findTokenCustomer(app.db, hashToken(header.slice(7).trim()));
    // A bad or expired token is a 401 even where a guest could pass: the client meant to be someone.
    if (!customerId) throw new ShopError('UNAUTHORIZED', NOT_AUTHORIZED, { resources: 'self' });
    return { customerId, via: 'token', formKey: null, sessionTokenHash: null };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return ANONYMOUS;
  const tokenHash = hashToken(cookie);
  const session = await findSession(app.db, tokenHash);
  if (!session) return ANONYMOUS;
  return { customerId: session.customerId, via: 'session', formKey: session.formKey, sessionTokenHash: tokenHash };
}

export function formKeyMatches(auth: AuthContext, request: FastifyRequest): boolean {
  const sent = request.headers[FORM_KEY_HEADER];
  if (typeof sent !== 'string' || !auth.formKey) return false;
  return sameSecret(sent, auth.formKey);
}

/** Guards carts/mine and customers/me: a customer must be known; cookie writes must carry the form key. */
export async function requireCustomer(request: FastifyRequest): Promise<number> {
  const auth = await request.auth();
  if (!auth.customerId) throw new ShopError('UNAUTHORIZED', NOT_AUTHORIZED, { resources: 'self' });
  if (auth.via === 'session' && request.method !== 'GET' && !formKeyMatches(auth, request)) {
    throw new ShopError('FORBIDDEN', INVALID_FORM_KEY);
  }
  return auth.customerId;
}
