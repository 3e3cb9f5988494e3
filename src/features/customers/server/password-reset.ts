import { and, eq, sql } from 'drizzle-orm';
import { customers, customerTokens, passwordResetRequests, passwordResetTokens, sessions } from '../../../db/schema';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Database } from '../../../shared/server/db';
import type { CountTable, WindowedCounter, WindowedCounters } from '../../../shared/server/windowed-counter';
import type { ResolvedStore } from '../../stores/server';
import { queueMail } from '../../mail/server';
import { checkCustomerPassword } from '../domain';
import { hashIdentifier, hashPassword, hashToken, newToken } from './secrets';
import * as store from './store';

/** A reset link works this long, once (Magento's default is a day; an hour leaves a leaked link little time). */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
/** A new link for the same account is not made again within this time: a second request answers the same and sends nothing. */
const RESET_REQUEST_INTERVAL_SECONDS = 60;
/** The request's rate limit (the spec is silent): per email and per client address, in a window from the first request. */
const RESET_RATE_WINDOW_SECONDS = 60 * 60;
export const MAX_RESET_REQUESTS_PER_EMAIL = 5;
const MAX_RESET_REQUESTS_PER_CLIENT = 20;

/** Magento's texts. */
const RESET_TOO_MANY_REQUESTS = 'We received too many requests for password resets. Please wait and try again later.';
const RESET_TOKEN_MISMATCHED = 'The password token is mismatched. Reset and try again.';
const RESET_TOKEN_EXPIRED = 'The password token is expired. Reset and try again.';

const requestCounts: CountTable = {
  table: passwordResetRequests,
  key: passwordResetRequests.key,
  windowStart: passwordResetRequests.windowStart,
  count: passwordResetRequests.requests,
};

/** The reset requests' counter, where the app keeps the shared counters (the database, or Redis). */
export function resetRequestCounter(counters: WindowedCounters): WindowedCounter {
  return counters.counter({ name: 'password-reset-requests', windowSeconds: RESET_RATE_WINDOW_SECONDS, table: requestCounts });
}

interface ResetRequest {
  db: Database;
  shop: ResolvedStore;
  requests: WindowedCounter;
  now: Date;
  email: string;
  clientIp: string;
}

/**
 * `PUT customers/password`: counts the request against the email and the client address (every email
 * alike, so the limit tells nothing either), then, for an account with that email, makes a single-use link
 * and queues its e-mail in the same transaction. The answer is the same whether or not the account exists.
 */
export async function requestPasswordReset({ db, shop, requests, now, email, clientIp }: ResetRequest): Promise<void> {
  const [perEmail, perClient] = await Promise.all([
    requests.add(`email:${hashIdentifier(email.toLowerCase())}`),
    requests.add(`ip:${hashIdentifier(clientIp)}`),
  ]);
  if (perEmail > MAX_RESET_REQUESTS_PER_EMAIL || perClient > MAX_RESET_REQUESTS_PER_CLIENT) throw new ShopError('RATE_LIMITED', RESET_TOO_MANY_REQUESTS);
  const customer = await store.findCustomerByEmail(db, email);
  if (!customer) return;
  const token = newToken(32);
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_SECONDS * 1000);
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(passwordResetTokens)
      .values({ customerId: customer.id, tokenHash, requestedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: passwordResetTokens.customerId,
        set: { tokenHash, requestedAt: now, expiresAt },
        setWhere: sql`${passwordResetTokens.requestedAt} <= ${new Date(now.getTime() - RESET_REQUEST_INTERVAL_SECONDS * 1000)}`,
      })
      .returning({ customerId: passwordResetTokens.customerId });
    if (!made) return;
    await queueMail(tx, shop, customer.email, {
      template: 'password-reset',
      firstname: customer.firstname,
      token,
      expiresAt: expiresAt.toISOString(),
      validForMinutes: RESET_LINK_LIFETIME_SECONDS / 60,
    });
  });
}

interface ResetPassword {
  db: Database;
  shop: ResolvedStore;
  now: Date;
  /** Magento lets it be empty: the token alone names the account. */
  email: string | undefined;
  resetToken: string;
  newPassword: string;
}

/**
 * `POST customers/resetPassword`: the link's token, unexpired and for that email, sets the password (by
 * the store's password rules) and is used up; every session and API token of the customer ends with it.
 */
export async function resetPassword({ db, shop, now, email, resetToken, newPassword }: ResetPassword): Promise<void> {
  const tokenHash = hashToken(resetToken);
  const [link] = await db
    .select({ customerId: passwordResetTokens.customerId, expiresAt: passwordResetTokens.expiresAt, email: customers.email })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (!link || (email && email.toLowerCase() !== link.email)) throw invalidInput(RESET_TOKEN_MISMATCHED);
  if (link.expiresAt <= now) throw invalidInput(RESET_TOKEN_EXPIRED);
  const failure = checkCustomerPassword(newPassword, link.email, shop.settings.passwordPolicy);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // The link is used up by this statement: of two uses at once, one finds it gone.
    const [used] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.customerId, link.customerId), eq(passwordResetTokens.tokenHash, tokenHash)))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!used) throw invalidInput(RESET_TOKEN_MISMATCHED);
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, link.customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, link.customerId));
    await tx.delete(customerTokens).where(eq(customerTokens.customerId, link.customerId));
  });
}
