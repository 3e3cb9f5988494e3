import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { loginBodySchema } from '../domain';
import { INVALID_FORM_KEY, SESSION_COOKIE, formKeyMatches } from './auth-plugin';
import { deleteSession, findCustomerById } from './store';
import { SESSION_LIFETIME_SECONDS, authenticate, loginFailureCounter, startSession } from './service';

/** The guest's cart id as the login form sends it: an opaque token; the cart decides whether it names a cart. */
const GUEST_CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface CustomerSessionOptions {
  secureCookies: boolean;
  /** After a successful login with the guest's cart id: the app merges that cart into the customer's. */
  onLogin?: (login: { guestCartId: string; customerId: number }) => Promise<void>;
}

/** The browser's session: Magento's customer-data section and its AJAX login and logout. */
export async function customerSessionRoutes(app: FastifyInstance, options: CustomerSessionOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];
  const loginFailures = loginFailureCounter(app.windowedCounters);

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: SESSION_LIFETIME_SECONDS,
    });

  /** Who is logged in, and the form key the page must send with writes; starts a session when there is none. */
  r.get('/customer/section/load', { schema: { tags } }, async (request, reply) => {
    const auth = await request.auth();
    if (auth.via !== 'session') {
      const session = await startSession(app.db, null);
      setCookie(reply, session.token);
      return { customer: null, form_key: session.formKey };
    }
    const customer = auth.customerId ? await findCustomerById(app.db, auth.customerId) : undefined;
    return {
      customer: customer
        ? {
            id: customer.id,
            email: customer.email,
            firstname: customer.firstname,
            lastname: customer.lastname,
            fullname: `${customer.firstname} ${customer.lastname}`,
          }
        : null,
      form_key: auth.formKey,
    };
  });

  r.post(
    '/customer/ajax/login',
    { schema: { tags, body: loginBodySchema.extend({ guest_cart_id: z.string().max(64).regex(GUEST_CART_ID).optional() }) } },
    async (request, reply) => {
      const auth = await request.auth();
      if (auth.via !== 'session' || !formKeyMatches(auth, request)) throw new ShopError('FORBIDDEN', INVALID_FORM_KEY);
      const customer = await authenticate(app.db, loginFailures, request.body.username, request.body.password, request.ip);
      const guestCartId = request.body.guest_cart_id;
      if (guestCartId && options.onLogin) await options.onLogin({ guestCartId, customerId: customer.id });
      // A new session at login: a cookie planted before login never becomes a logged-in one.
      await deleteSession(app.db, auth.sessionTokenHash!);
      const session = await startSession(app.db, customer.id);
      setCookie(reply, session.token);
      return {
        errors: false,
        message: 'Login successful.',
        form_key: session.formKey,
        customer: { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
      };
    },
  );

  r.post('/customer/ajax/logout', { schema: { tags } }, async (request, reply) => {
    const auth = await request.auth();
    if (auth.via !== 'session' || !formKeyMatches(auth, request)) throw new ShopError('FORBIDDEN', INVALID_FORM_KEY);
    await deleteSession(app.db, auth.sessionTokenHash!);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });
}
