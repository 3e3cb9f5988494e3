import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import type { Database, Executor } from '../../../shared/server/db';
import type { WindowedCounter, WindowedCounters } from '../../../shared/server/windowed-counter';
import { type CarryDeliveryChoice, type CartLine, type CartRef, type CartRow, cartNotFound, findActiveCart, findGuestCart, loadLines } from '../../cart/server';
import { findCustomerById } from '../../customers/server';
import type { ResolvedStore } from '../../stores/server';
import {
  AGE_ATTEMPTS_EXCEEDED,
  AGE_EMAIL_MISSING,
  AGE_TOO_MANY_REQUESTS,
  AGE_VERIFICATION_FAILED,
  AGE_VERIFICATION_NOT_REQUIRED,
  type AgeStatus,
  type AgeVerifyResponse,
  type AttemptLimits,
  checkDrivingLicence,
  checkPassportProof,
  ID_SCAN_NOT_AVAILABLE,
  ID_SCAN_REQUEST_FAILED,
  orderAgeFailure,
  type ProofForm,
  statusAfter,
  verifyResponse,
} from '../domain';
import { AgeProviderUnavailable, type AgeCheckResult, type AgeSubject, type AgeVerificationProvider, type IdImage } from '../providers/port';
import type { KeyedHash } from './hashing';
import * as store from './store';

export type { KeyedHash } from './hashing';

/** What the age verification calls need from outside: the provider and the keyed hash, both built by the app's root. */
export interface AgeVerificationAdapters {
  provider: AgeVerificationProvider;
  hash: KeyedHash;
}

/** The client address rate window. */
const CLIENT_WINDOW_SECONDS = 15 * 60;

/** The verification calls per client address, where the app keeps the shared counters (database or Redis). */
export function clientAttemptCounter(counters: WindowedCounters): WindowedCounter {
  return counters.counter({ name: 'age-verification-client-attempts', windowSeconds: CLIENT_WINDOW_SECONDS, table: store.clientAttemptCounts });
}

/** Who calls, for the per-client limit: the address (only its keyed hash is counted) and the shared counter. */
export interface AgeClient {
  clientIp: string;
  clientAttempts: WindowedCounter;
}

/** The statuses from which a proof or an upload may still be tried. */
const PROOF_FROM: readonly AgeStatus[] = ['refer'];
const SCAN_FROM: readonly AgeStatus[] = ['unverified', 'refer', 'id_scan_required'];

interface Subject {
  key: string;
  customerId: number | null;
  cartId: number | null;
  person: AgeSubject;
}

function limitsOf(shop: ResolvedStore): AttemptLimits {
  const s = shop.settings.ageVerification;
  return { maxProofAttempts: s.maxProofAttempts, maxScanAttempts: s.maxScanAttempts, idScanEnabled: s.idScanEnabled };
}

function requireAgeVerification(shop: ResolvedStore): void {
  if (!shop.settings.ageVerification.mustVerify) throw new ShopError('NOT_FOUND', AGE_VERIFICATION_NOT_REQUIRED);
}

function requireIdScan(shop: ResolvedStore): void {
  requireAgeVerification(shop);
  if (!shop.settings.ageVerification.idScanEnabled) throw new ShopError('NOT_FOUND', ID_SCAN_NOT_AVAILABLE);
}

async function activeCart(db: Executor, shop: ResolvedStore, ref: CartRef): Promise<CartRow | undefined> {
  if (ref.kind === 'guest') {
    const cart = await findGuestCart(db, shop.store.id, ref.maskedId);
    return cart?.isActive ? cart : undefined;
  }
  return (await findActiveCart(db, shop.store.id, ref)) ?? undefined;
}

async function requireCart(db: Executor, shop: ResolvedStore, ref: CartRef): Promise<CartRow> {
  const cart = await activeCart(db, shop, ref);
  if (!cart) throw cartNotFound(ref);
  return cart;
}

/**
 * Who is verified: a customer once, for good; a guest per basket and email (spec: "a guest is verified
 * per email and basket"). The guest's email is only kept as a keyed hash in the key.
 */
async function subjectOf(db: Executor, ref: CartRef, cart: CartRow, email: string | null, hash: KeyedHash): Promise<Subject | null> {
  const address = cart.billingAddress ?? cart.shippingAddress;
  if (ref.kind === 'customer') {
    const customer = await findCustomerById(db, ref.customerId);
    if (!customer) return null;
    return {
      key: `customer:${customer.id}`,
      customerId: customer.id,
      cartId: null,
      person: {
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        postcode: address?.postcode ?? undefined,
        countryId: address?.countryId ?? undefined,
      },
    };
  }
  const normalised = email?.trim().toLowerCase();
  if (!normalised) return null;
  return {
    key: `guest:${cart.id}:${hash('email', normalised)}`,
    customerId: null,
    cartId: cart.id,
    person: {
      firstname: address?.firstname ?? '',
      lastname: address?.lastname ?? '',
      email: normalised,
      postcode: address?.postcode ?? undefined,
      countryId: address?.countryId ?? undefined,
    },
  };
}

async function requireSubject(db: Executor, ref: CartRef, cart: CartRow, hash: KeyedHash): Promise<Subject> {
  const subject = await subjectOf(db, ref, cart, cart.email, hash);
  if (!subject) throw invalidInput(AGE_EMAIL_MISSING);
  return subject;
}

/** Verification calls that reach the provider, per client address (a keyed hash of it): 429 past the store's limit. */
async function limitClient(shop: ResolvedStore, { clientIp, clientAttempts }: AgeClient, hash: KeyedHash): Promise<void> {
  const count = await clientAttempts.add(hash('client', clientIp));
  if (count > shop.settings.ageVerification.clientAttemptsPerWindow) throw new ShopError('RATE_LIMITED', AGE_TOO_MANY_REQUESTS);
}

function answer(shop: ResolvedStore, row: store.VerificationRow): AgeVerifyResponse {
  return verifyResponse(row.status, row, limitsOf(shop), AGE_VERIFICATION_FAILED);
}

const hasRestricted = (lines: readonly CartLine[]) => lines.some((l) => l.ageRestricted);

/** What the checkout page needs (spec 001 §3 checkout config: IDScan, ageVerifyWithIdscan; the must-verify state). */
export async function ageVerificationConfig(db: Executor, shop: ResolvedStore, ref: CartRef, hash: KeyedHash) {
  const s = shop.settings.ageVerification;
  const cart = await requireCart(db, shop, ref);
  const lines = await loadLines(db, shop, cart);
  const subject = s.mustVerify ? await subjectOf(db, ref, cart, cart.email, hash) : null;
  const row = subject ? await store.findVerification(db, subject.key) : undefined;
  const status: AgeStatus = row?.status ?? 'unverified';
  const mustVerify = s.mustVerify && hasRestricted(lines) && status !== 'verified';
  return {
    isVerified: !mustVerify,
    isVerificationRequired: mustVerify,
    status,
    attemptsLeft: Math.max(0, s.maxProofAttempts - (row?.proofAttempts ?? 0)),
    IDScan: {
      enabled: s.idScanEnabled,
      isVerificationRequired: mustVerify && status === 'id_scan_required',
      attemptsLeft: Math.max(0, s.maxScanAttempts - (row?.scanAttempts ?? 0)),
      failedMessage: s.idScanFailedMessage,
      maxAttemptsMessage: s.maxAttemptsMessage,
      supportPhone: s.supportPhone,
      supportEmail: s.supportEmail,
    },
    ageVerifyWithIdscan: { IdscanWithAgeVerificationEnabled: s.idScanEnabled && s.idUploadVariant },
  };
}

/** Runs the automatic check for a subject not yet checked; any other state is answered as it stands. */
async function runAutomaticCheck(db: Database, shop: ResolvedStore, subject: Subject, provider: AgeVerificationProvider): Promise<store.VerificationRow> {
  const row = await store.ensureVerification(db, subject.key, { customerId: subject.customerId, cartId: subject.cartId });
  if (row.status !== 'unverified') return row;
  let result: AgeCheckResult;
  try {
    result = await provider.check(subject.person);
  } catch (error) {
    if (error instanceof AgeProviderUnavailable)
      await store.recordAttempt(db, { verificationId: row.id, storeId: shop.store.id, method: 'automatic', outcome: 'unavailable' });
    throw error;
  }
  await store.recordAttempt(db, {
    verificationId: row.id,
    storeId: shop.store.id,
    method: 'automatic',
    outcome: result.outcome,
    providerReference: result.reference,
  });
  return store.settleStatus(db, row.id, statusAfter('automatic', result.outcome, row, limitsOf(shop)), 'automatic');
}

/** Spec 001 §7: the verification call (cardType → verificationSuccess, verificationRequired, refer, exceededMaxAttempts, message). */
export async function verifyAge(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  input: AgeClient & { cardType?: string },
  { provider, hash }: AgeVerificationAdapters,
): Promise<AgeVerifyResponse> {
  requireAgeVerification(shop);
  const cart = await requireCart(db, shop, ref);
  const subject = await requireSubject(db, ref, cart, hash);
  const existing = await store.findVerification(db, subject.key);
  if (existing && existing.status !== 'unverified') return answer(shop, existing);
  await limitClient(shop, input, hash);
  subject.person.cardType = input.cardType;
  return answer(shop, await runAutomaticCheck(db, shop, subject, provider));
}

/** Spec 001 §7: the refer call with the proof form. A form that is not well formed costs no attempt. */
export async function submitProof(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  form: ProofForm,
  input: AgeClient & { today: Date },
  { provider, hash }: AgeVerificationAdapters,
): Promise<AgeVerifyResponse> {
  requireAgeVerification(shop);
  const cart = await requireCart(db, shop, ref);
  const subject = await requireSubject(db, ref, cart, hash);
  const row = await store.ensureVerification(db, subject.key, { customerId: subject.customerId, cartId: subject.cartId });
  if (row.status !== 'refer') return answer(shop, row);
  // The document is checked before any attempt is taken: a typing mistake is not an attempt.
  const method = form.proofMethod === 'passport' ? ('passport' as const) : ('driving_licence' as const);
  let check: () => Promise<AgeCheckResult>;
  let documentHash: string;
  if (form.proofMethod === 'passport') {
    const passport = checkPassportProof(form.passportNumber, form.passportDate, input.today);
    if (!passport.ok)
      throw invalidInput(passport.failure.message, { fieldName: passport.failure.code === 'passport_expiry' ? 'passportDate' : 'passportNumber' });
    documentHash = hash('document', `passport:${passport.passport.documentNumber}`);
    check = () => provider.checkPassport(subject.person, passport.passport);
  } else {
    const licence = checkDrivingLicence(form.driverLicense);
    if (!licence.ok) throw invalidInput(licence.failure.message, { fieldName: 'driverLicense' });
    documentHash = hash('document', `licence:${licence.licence.number}`);
    check = () => provider.checkDrivingLicence(subject.person, licence.licence);
  }
  await limitClient(shop, input, hash);
  const claimed = await store.claimAttempt(db, row.id, 'proof', shop.settings.ageVerification.maxProofAttempts, PROOF_FROM);
  if (!claimed) throw new ShopError('RATE_LIMITED', shop.settings.ageVerification.maxAttemptsMessage || AGE_ATTEMPTS_EXCEEDED);
  let result: AgeCheckResult;
  try {
    result = await check();
  } catch (error) {
    if (error instanceof AgeProviderUnavailable) {
      await store.releaseAttempt(db, row.id, 'proof');
      await store.recordAttempt(db, { verificationId: row.id, storeId: shop.store.id, method, outcome: 'unavailable', documentHash });
    }
    throw error;
  }
  await store.recordAttempt(db, {
    verificationId: row.id,
    storeId: shop.store.id,
    method,
    outcome: result.outcome,
    documentHash,
    providerReference: result.reference,
  });
  return answer(shop, await store.settleStatus(db, row.id, statusAfter(method, result.outcome, claimed, limitsOf(shop)), method));
}

/** Spec 001 §3: the ID-scan submit's answer. */
export interface IdScanResponse {
  success: boolean;
  error_message: string;
  exceed_max_attempts: boolean;
}

/** The upload failure text with the store's support line (spec 001 §8). */
export function idScanRequestFailedMessage(shop: ResolvedStore): string {
  const s = shop.settings.ageVerification;
  return formatMessage(ID_SCAN_REQUEST_FAILED, { phone: s.supportPhone, email: s.supportEmail });
}

/** The subject the upload is for; checked before the file is read, so a refused upload is never read. */
export async function idScanSubject(db: Executor, shop: ResolvedStore, ref: CartRef, hash: KeyedHash): Promise<Subject> {
  requireIdScan(shop);
  const cart = await requireCart(db, shop, ref);
  return requireSubject(db, ref, cart, hash);
}

/** Spec 001 §7: the ID-scan submit, with an image already read and re-encoded (id-image.ts). */
export async function submitIdScan(
  db: Database,
  shop: ResolvedStore,
  subject: Subject,
  image: IdImage,
  input: AgeClient,
  { provider, hash }: AgeVerificationAdapters,
): Promise<IdScanResponse> {
  const s = shop.settings.ageVerification;
  const row = await store.ensureVerification(db, subject.key, { customerId: subject.customerId, cartId: subject.cartId });
  if (row.status === 'verified') return { success: true, error_message: '', exceed_max_attempts: false };
  if (row.status === 'failed') return { success: false, error_message: s.maxAttemptsMessage, exceed_max_attempts: true };
  await limitClient(shop, input, hash);
  const claimed = await store.claimAttempt(db, row.id, 'scan', s.maxScanAttempts, SCAN_FROM);
  if (!claimed) throw new ShopError('RATE_LIMITED', s.maxAttemptsMessage || AGE_ATTEMPTS_EXCEEDED, { exceed_max_attempts: 1 });
  let result: AgeCheckResult;
  try {
    result = await provider.checkIdImage(subject.person, image);
  } catch (error) {
    if (error instanceof AgeProviderUnavailable) {
      await store.releaseAttempt(db, row.id, 'scan');
      await store.recordAttempt(db, { verificationId: row.id, storeId: shop.store.id, method: 'id_scan', outcome: 'unavailable' });
    }
    throw error;
  }
  await store.recordAttempt(db, {
    verificationId: row.id,
    storeId: shop.store.id,
    method: 'id_scan',
    outcome: result.outcome,
    providerReference: result.reference,
  });
  const settled = await store.settleStatus(db, row.id, statusAfter('id_scan', result.outcome, claimed, limitsOf(shop)), 'id_scan');
  if (settled.status === 'verified') return { success: true, error_message: '', exceed_max_attempts: false };
  const exceeded = settled.status === 'failed';
  return { success: false, error_message: exceeded ? s.maxAttemptsMessage : s.idScanFailedMessage, exceed_max_attempts: exceeded };
}

/**
 * What checkOrderAge answers when the shopper has not been checked at all (the page skipped the step):
 * checkout runs the automatic check (a provider call, never inside a transaction) with runPendingAgeCheck,
 * and decides the order once more.
 */
export const AGE_CHECK_DUE = 'age-check-due';

/** The subject's key without a query (the customer's id, or the guest's basket and email). */
function subjectKeyOf(ref: CartRef, cart: CartRow, email: string, hash: KeyedHash): string {
  return ref.kind === 'customer' ? `customer:${ref.customerId}` : `guest:${cart.id}:${hash('email', email.trim().toLowerCase())}`;
}

/**
 * Spec 002 §5 check 4, inside the order's transaction: age-restricted products need a passed
 * verification of this shopper (this basket and email for a guest), whatever the page sent.
 */
export async function checkOrderAge(
  tx: Executor,
  shop: ResolvedStore,
  ref: CartRef,
  cart: CartRow,
  email: string,
  lines: readonly CartLine[],
  options: { mayCheckNow: boolean; hash: KeyedHash },
): Promise<typeof AGE_CHECK_DUE | undefined> {
  const mustVerify = shop.settings.ageVerification.mustVerify;
  if (!mustVerify || !hasRestricted(lines)) return;
  const row = await store.findVerification(tx, subjectKeyOf(ref, cart, email, options.hash));
  const status = row?.status ?? 'unverified';
  if (status === 'unverified' && options.mayCheckNow) return AGE_CHECK_DUE;
  const failure = orderAgeFailure(status, { mustVerify, hasRestrictedProducts: true });
  if (failure) throw invalidInput(failure);
  return undefined;
}

/**
 * The automatic check for a shopper placing an order unchecked (see AGE_CHECK_DUE), outside any
 * transaction. A provider outage leaves the shopper unchecked, so the order is then refused.
 */
export async function runPendingAgeCheck(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  email: string,
  { provider, hash }: AgeVerificationAdapters,
): Promise<void> {
  const cart = await activeCart(db, shop, ref);
  const subject = cart ? await subjectOf(db, ref, cart, email, hash) : null;
  if (!subject) return;
  try {
    await runAutomaticCheck(db, shop, subject, provider);
  } catch (error) {
    if (!(error instanceof AgeProviderUnavailable)) throw error;
  }
}

/**
 * At login (a hook of the cart's merge, in its transaction): a guest who verified this basket under the
 * account's own email is the account holder, so the customer takes the guest's state (store.carryToCustomer).
 * A verification made under another email was of someone else and stays with the guest basket.
 * Answers no delivery method: it carries no delivery choice.
 */
export const carryCartAgeVerification =
  (hash: KeyedHash): CarryDeliveryChoice =>
  async (tx, { from, to }) => {
    if (to.customerId == null) return null;
    const customer = await findCustomerById(tx, to.customerId);
    if (!customer) return null;
    const guestKey = `guest:${from.id}:${hash('email', customer.email.trim().toLowerCase())}`;
    await store.carryToCustomer(tx, guestKey, `customer:${customer.id}`, customer.id);
    return null;
  };
