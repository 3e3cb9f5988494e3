import type { AddressRecord } from '../../../shared/domain/address';
import { ShopError, invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers } from '../../../db/schema';
import { type PasswordPolicy, sameBookAddress } from '../domain';
import { checkCustomerPassword } from '../domain/registration';
import type { WindowedCounter, WindowedCounters } from '../../../shared/server/windowed-counter';
import { customerDto } from './dto';
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

async function getCustomerWithAddresses(db: Executor, customerId: number) {
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

/** A customer's account, if there is one with this id. */
export function findCustomerById(db: Executor, customerId: number): Promise<store.CustomerRow | undefined> {
  return store.findCustomerById(db, customerId);
}

/** A customer's address book, in the order its addresses were saved. */
export function listAddresses(db: Executor, customerId: number): Promise<store.CustomerAddressRow[]> {
  return store.listAddresses(db, customerId);
}

/** One of the customer's own addresses; another customer's is none. */
export function findAddress(db: Executor, customerId: number, addressId: number): Promise<store.CustomerAddressRow | undefined> {
  return store.findAddress(db, customerId, addressId);
}

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

/** Magento's customer answer (`customers/me`), with the store's newsletter flag in `extension_attributes.is_subscribed`. */
export async function customerAnswer(db: Executor, customerId: number, storeId: number) {
  const { customer, addresses } = await getCustomerWithAddresses(db, customerId);
  const isSubscribed = await store.isSubscribedToNewsletter(db, storeId, customer.email);
  return { ...customerDto(customer, addresses, storeId), extension_attributes: { is_subscribed: isSubscribed } };
}

/** Magento's text when the current password given does not match. */
const PASSWORD_DOES_NOT_MATCH = "The password doesn't match this account. Verify the password and try again.";

/**
 * Checks the customer's current password through the sign-in limit (so a stolen session cannot guess
 * it without end); a wrong one is Magento's 'doesn't match' text.
 */
export async function checkCurrentPassword(db: Database, failures: WindowedCounter, customerId: number, password: string, clientIp: string): Promise<void> {
  const customer = await store.findCustomerById(db, customerId);
  if (!customer) throw new ShopError('UNAUTHORIZED', "The consumer isn't authorized to access %resources.", { resources: 'self' });
  try {
    await authenticate(db, failures, customer.email, password, clientIp);
  } catch (error) {
    if (error instanceof ShopError && error.code === 'UNAUTHORIZED') throw invalidInput(PASSWORD_DOES_NOT_MATCH);
    throw error;
  }
}

/**
 * `PUT customers/me/password`: the current password must match; the new one follows the store's rules.
 * Every other session and API token of the customer ends; the session that asked stays signed in.
 */
export async function changePassword(
  db: Database,
  failures: WindowedCounter,
  input: { customerId: number; currentPassword: string; newPassword: string; policy: PasswordPolicy; clientIp: string; keepSessionHash: string | null },
): Promise<void> {
  await checkCurrentPassword(db, failures, input.customerId, input.currentPassword, input.clientIp);
  const customer = (await store.findCustomerById(db, input.customerId))!;
  const failure = checkCustomerPassword(input.newPassword, customer.email, input.policy);
  if (failure) throw invalidInput(failure.message, failure.parameters);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await store.updatePasswordHash(tx, input.customerId, passwordHash);
    await store.endOtherSessions(tx, input.customerId, input.keepSessionHash);
  });
}

/** The customer's name and email (`PUT customers/me`); an email another account holds is Magento's 'already exists'. */
export async function updateCustomerDetails(db: Executor, customerId: number, values: { firstname: string; lastname: string; email: string }) {
  const holder = await store.findCustomerByEmail(db, values.email);
  if (holder && holder.id !== customerId) throw invalidInput(EMAIL_TAKEN);
  try {
    return await store.updateCustomerRow(db, customerId, values);
  } catch (error) {
    // Two accounts changed to one email at once: the unique key decides, with the same answer.
    if ((error as { code?: string }).code === '23505') throw invalidInput(EMAIL_TAKEN);
    throw error;
  }
}

/** An address (an order's, the checkout's) as the address book keeps it; the book's default flags are the caller's. */
export function toBookAddress(address: AddressRecord): AddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    region: address.region ?? null,
    regionId: address.regionId ?? null,
    postcode: address.postcode ?? null,
    countryId: address.countryId,
    telephone: address.telephone,
  };
}

/** One entry of an address book as `PUT customers/me` sends it: an id keeps (and edits) a saved address, none adds one. */
export interface BookEntry {
  id: number | null;
  address: AddressInput;
}

/**
 * Magento's contract for the addresses inside `PUT customers/me`: the list is the whole book. Entries
 * with an id edit that address (only the customer's own: another id is "no such entity" and nothing
 * changes), entries without one are added, saved addresses left out are deleted. At most one default
 * for delivery and one for billing: the last entry marked wins.
 */
export async function replaceAddressBook(db: Executor, customerId: number, entries: BookEntry[]): Promise<void> {
  const saved = await store.listAddresses(db, customerId);
  const savedIds = new Set(saved.map((a) => a.id));
  const foreign = entries.find((e) => e.id !== null && !savedIds.has(e.id));
  if (foreign) throw noSuchEntity('addressId', foreign.id!);
  const lastDefault = (flag: 'isDefaultShipping' | 'isDefaultBilling') => entries.findLastIndex((e) => e.address[flag]);
  const shippingIndex = lastDefault('isDefaultShipping');
  const billingIndex = lastDefault('isDefaultBilling');
  const kept = new Set(entries.flatMap((e) => (e.id === null ? [] : [e.id])));
  await store.deleteAddressRows(
    db,
    customerId,
    saved.filter((a) => !kept.has(a.id)).map((a) => a.id),
  );
  for (const [index, entry] of entries.entries()) {
    const values = { ...entry.address, isDefaultShipping: index === shippingIndex, isDefaultBilling: index === billingIndex };
    if (entry.id === null) await saveAddress(db, customerId, values);
    else await store.updateAddressRow(db, customerId, entry.id, values);
  }
}

/**
 * A guest's order joins the account the guest just made: its billing address becomes the default for
 * billing and delivery, a different delivery address the default for delivery, and the guest's newsletter
 * subscriptions under the email name the customer.
 */
export async function adoptGuestDetails(
  db: Executor,
  customerId: number,
  email: string,
  billingRecord: AddressRecord,
  shippingRecord: AddressRecord | null,
): Promise<void> {
  const billing = toBookAddress(billingRecord);
  const shipping = shippingRecord ? toBookAddress(shippingRecord) : null;
  const separateShipping = shipping !== null && !sameBookAddress(billing, shipping);
  await saveAddress(db, customerId, { ...billing, isDefaultBilling: true, isDefaultShipping: !separateShipping });
  if (separateShipping) await saveAddress(db, customerId, { ...shipping, isDefaultBilling: false, isDefaultShipping: true });
  await store.claimGuestNewsletterRows(db, email, customerId);
}
