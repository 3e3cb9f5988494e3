import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers } from '../../../db/schema';
import { type PasswordPolicy, sameBookAddress } from '../domain';
import { checkCustomerPassword } from '../domain/registration';
import type { WindowedCounter, WindowedCounters } from '../../../shared/server/windowed-counter';
import { hashIdentifier, hashPassword, hashToken, newToken, verifyPassword } from './secrets';
import * as store from './store';

/** Magento's answer for a wrong email or password: it never says which. */
const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait %1 minutes and try again.';
const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

/**
 * Rate limit for sign-in: failures per email and per client address within a window that starts at the
 * first failure, shared by every server process (the database's table, or Redis with REDIS_URL).
 */
const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 30;

/** The sign-in limit's failure counter, where the app keeps the shared counters. */
export function loginFailureCounter(counters: WindowedCounters): WindowedCounter {
  return counters.counter({ name: 'login-failures', windowSeconds: LOGIN_WINDOW_SECONDS, table: store.loginFailureCounts });
}

/** The limit's keys hold hashes: an email or address never sits in a table or in Redis. */
export const loginFailureKeys = (email: string, clientIp: string) => ({
  emailKey: `email:${hashIdentifier(email.toLowerCase())}`,
  ipKey: `ip:${hashIdentifier(clientIp)}`,
});

/** Magento's default lifetime of an integration token. */
const TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

export async function isEmailAvailable(db: Executor, email: string): Promise<boolean> {
  return !(await store.findCustomerByEmail(db, email));
}

/**
 * Creates the account. `alongside` runs in the account's own transaction (the welcome e-mail is queued
 * there, so it goes out if, and only if, the account exists); the password is hashed before it opens.
 */
export async function registerCustomer(
  db: Database,
  input: NewCustomer,
  policy: PasswordPolicy,
  alongside?: (tx: Executor, row: store.CustomerRow) => Promise<unknown>,
): Promise<store.CustomerRow> {
  const failure = checkCustomerPassword(input.password, input.email, policy);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ email: input.email.toLowerCase(), firstname: input.firstname, lastname: input.lastname, passwordHash })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!row) throw invalidInput(EMAIL_TAKEN);
    await alongside?.(tx, row);
    return row;
  });
}

/** Checks credentials with a per-email and per-address failure limit shared by every server process. */
export async function authenticate(db: Database, failures: WindowedCounter, email: string, password: string, clientIp: string): Promise<store.CustomerRow> {
  const { emailKey, ipKey } = loginFailureKeys(email, clientIp);
  // Every attempt is counted before the password is checked, atomically per key, so parallel guesses
  // cannot all read the old count; a success takes its attempt back.
  const [emailAttempts, ipAttempts] = await Promise.all([failures.add(emailKey), failures.add(ipKey)]);
  if (emailAttempts > MAX_FAILURES_PER_EMAIL || ipAttempts > MAX_FAILURES_PER_IP) {
    throw new ShopError('RATE_LIMITED', TOO_MANY_ATTEMPTS, [LOGIN_WINDOW_SECONDS / 60]);
  }
  const customer = await store.findCustomerByEmail(db, email);
  // The message is the same for an unknown email and a wrong password: it never says which.
  if (!customer || !(await verifyPassword(customer.passwordHash, password))) throw new ShopError('UNAUTHORIZED', SIGN_IN_INCORRECT);
  await Promise.all([failures.clear(emailKey), failures.forgive(ipKey)]);
  return customer;
}

export async function issueToken(db: Executor, customerId: number): Promise<string> {
  const token = newToken(24);
  await store.insertToken(db, hashToken(token), customerId, new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000));
  return token;
}

export interface IssuedSession {
  token: string;
  formKey: string;
}

/** A new session (login rotates it, so a planted cookie never becomes a logged-in one). */
export async function startSession(db: Executor, customerId: number | null): Promise<IssuedSession> {
  const token = newToken(32);
  const formKey = newToken(12);
  await store.insertSession(db, hashToken(token), customerId, formKey, new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000));
  return { token, formKey };
}

export async function getCustomerWithAddresses(db: Executor, customerId: number) {
  const customer = await store.findCustomerById(db, customerId);
  if (!customer) throw new ShopError('UNAUTHORIZED', "The consumer isn't authorized to access %resources.", { resources: 'self' });
  const addresses = await store.listAddresses(db, customerId);
  return { customer, addresses };
}

export type AddressInput = Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId'>;

export async function saveAddress(db: Executor, customerId: number, address: AddressInput): Promise<store.CustomerAddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...address, customerId })
    .returning();
  return row;
}

/**
 * Makes an address the customer's default for delivery and billing: the same address already in the
 * book becomes the default, otherwise it is added as one. The previous default stops being one.
 */
export async function saveDefaultAddress(
  db: Database,
  customerId: number,
  address: Omit<AddressInput, 'isDefaultShipping' | 'isDefaultBilling'>,
): Promise<store.CustomerAddressRow> {
  return db.transaction(async (tx) => {
    const existing = (await store.listAddresses(tx, customerId)).find((a) => sameBookAddress(a, address));
    await tx.update(customerAddresses).set({ isDefaultShipping: false, isDefaultBilling: false }).where(eq(customerAddresses.customerId, customerId));
    if (existing) {
      const [row] = await tx
        .update(customerAddresses)
        .set({ isDefaultShipping: true, isDefaultBilling: true })
        .where(eq(customerAddresses.id, existing.id))
        .returning();
      return row;
    }
    return saveAddress(tx, customerId, { ...address, isDefaultShipping: true, isDefaultBilling: true });
  });
}

export { findAddress, findCustomerById, listAddresses } from './store';

/** Spends a customer's reward points (the balance lives on the customer); false when it no longer covers them. */
/** Points an order spent go back to the balance when the order is cancelled before it was paid. */
export function giveBackRewardPoints(db: Executor, customerId: number, points: number): Promise<void> {
  return points > 0 ? store.addRewardPoints(db, customerId, points) : Promise.resolve();
}

export function takeRewardPoints(db: Executor, customerId: number, points: number): Promise<boolean> {
  return store.takeRewardPoints(db, customerId, points);
}

/**
 * The newsletter (Magento's newsletter_subscriber): subscribes or unsubscribes an email in a store; a
 * customer's row names the customer. Answers whether the email is now subscribed.
 */
export async function saveNewsletterSubscription(
  db: Executor,
  input: { storeId: number; email: string; customerId: number | null; subscribe: boolean },
): Promise<boolean> {
  const status = input.subscribe ? store.SUBSCRIBER_SUBSCRIBED : store.SUBSCRIBER_UNSUBSCRIBED;
  await store.upsertNewsletterSubscriber(db, { storeId: input.storeId, email: input.email.toLowerCase(), customerId: input.customerId, status });
  return input.subscribe;
}
