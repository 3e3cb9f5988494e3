import { createHash, randomInt, randomUUID } from 'node:crypto';
import { type CardSecret, type GatewayPublicKey, parseEncryptedCard, RSA_OAEP } from '../../domain/card-encryption';
import { isValidCnpj, isValidCpf } from '../../domain/latam';
import { type Clock, systemClock } from '../../../../shared/domain/clock';
import { signBody, verifySignedNotification } from '../notifications';
import {
  type AmountOperation,
  type AuthoriseRequest,
  type AuthoriseResult,
  type CardSummary,
  type GatewayNotification,
  GatewayUnavailableError,
  IdempotencyConflictError,
  type MerchantInitiatedPaymentRequest,
  type MerchantInitiatedPaymentResult,
  type Money,
  type OperationResult,
  type PaymentGatewayPort,
  type PaymentOperation,
  type PaymentStatus,
  type SavedCardToken,
  type WalletAuthoriseRequest,
} from '../port';
import { findTestCard, findWalletCard, OUTCOME_NAMES, type PageOutcome, SANDBOX_SAVED_CARDS, type SandboxSavedCard, type SandboxWalletCard } from './test-data';
import { walletTokens } from './wallet-tokens';

/** The twin's calls, for steering their latency. */
type SandboxOperation =
  | 'publicKey'
  | 'authorise'
  | 'authoriseWallet'
  | 'hostedPage'
  | 'capture'
  | 'void'
  | 'refund'
  | 'findPayment'
  | 'merchantInitiatedPayment';

export interface SandboxOptions {
  /** The twin's own origin, for the pages it sends shoppers to (read when needed: known once it listens). */
  baseUrl: string | (() => string);
  /** Milliseconds to wait before each call is worked on, read on every call (steerable). */
  latencyMs: (operation: SandboxOperation) => number;
  /**
   * Milliseconds an answer is held back after the work is done, read on every call (steerable; none by
   * default): the gateway has acted, and a caller that stops waiting sooner never hears what it did.
   */
  answerDelayMs?: (operation: SandboxOperation) => number;
  /** True while the twin plays an outage. */
  outage: () => boolean;
  /** The HMAC secret shared with the shop for notifications. */
  notificationSecret: string;
  /** Where signed notifications are posted (the shop's notification route); none when omitted. */
  notificationUrl?: () => string | undefined;
  clock?: Clock;
  /** Posts a signed notification; fetch by default. Answers whether the shop acknowledged it. */
  deliver?: (url: string, body: string, signature: string) => Promise<boolean>;
  /** Waits between delivery attempts (retries after 1, 2, 4… × this; 0 in tests). */
  retryDelayMs?: number;
  /**
   * Tests only (set in code, never from the environment or the wire): awaited when a call arrives and
   * again once its work is done, before the answer goes back, so a test knows the shop's call is at the
   * gateway and can hold it there (the crash test kills the shop at that moment).
   */
  onCall?: (call: SandboxCall) => Promise<void> | void;
}

/** A call at the twin, as `onCall` sees it: the operation, the moment, and the order code it is for. */
export interface SandboxCall {
  operation: SandboxOperation;
  moment: 'received' | 'done';
  orderCode?: string;
}

export interface SandboxPayment {
  paymentId: string;
  orderCode: string;
  amount: Money;
  status: PaymentStatus;
  captured: number;
  refunded: number;
  card?: CardSummary;
  apm?: { type: string; bank?: string; klarnaType?: string };
  resultUrl: string;
  /** A hosted-page payment has no instrument until the shopper picks the outcome on the page. */
  hosted?: boolean;
  /** The Latin-American details the authorise carried (instalments, statement text, whether a CPF came, Brazil's shipping fee). */
  latam?: { instalments?: number; statementNarrative?: string; cpfGiven: boolean; shippingFee?: Money };
  /** The saved card of the payment: kept with it ("save my card"), or the one that paid. */
  savedCard?: SavedCardToken;
  /** The scheme's id of a stored credential's first payment. */
  schemeTransactionId?: string;
  /** What an authorise asked of the card's stored credential, done once the shopper passes the challenge. */
  pendingCredential?: PendingCredential;
}

/** A card's stored credential as an authorise asks for it: kept ("save my card"), begun (FIRST), or both. */
interface PendingCredential {
  save: boolean;
  first: boolean;
  card: SandboxSavedCard;
  /** The cardholder name as typed, for the token's answer. */
  shownName: string;
}

export interface SandboxGateway extends PaymentGatewayPort {
  /** The twin's internals for its pages and tests. */
  payment(paymentId: string): SandboxPayment | undefined;
  /** A card the twin keeps under a token (tests change its outcome through its cardholder name). */
  savedCard(token: string): SandboxSavedCard | undefined;
  /** The shopper's choice on a challenge, hosted or APM page: the new status and where to send them. */
  completePage(paymentId: string, outcome: PageOutcome, details?: { bank?: string }): Promise<{ redirectUrl: string } | null>;
  /** The sandbox wallet's token for one of its cards and an amount (what its sheet answers the shop's page). */
  issueWalletToken(card: SandboxWalletCard, amount: Money): string;
  /** A new device-data session id (3-D Secure device data collection). */
  deviceDataSession(): string;
  /** Deliveries still running (tests wait for them). */
  settled(): Promise<void>;
  /** Every payment the twin holds, oldest first (its ledger, for tests). */
  ledger(): SandboxPayment[];
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** A stable hash of what an authorise asks, to tell a retry from a different request under the same key. */
function requestFingerprint(request: AuthoriseRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.orderCode, request.amount, request.instrument, request.resultUrl, request.latam ?? null]))
    .digest('hex');
}

/** The most instalments the twin's acquirers accept (Colombia's 24). */
const SANDBOX_MAX_INSTALMENTS = 24;

/**
 * The twin's checks of a Latin-American authorise, as the gateway makes them: a CPF/CNPJ with its check
 * digits and for a Brazilian shopper only, instalments from 1 to 24, a statement text of letters, digits and
 * spaces (50 at most), a shipping fee for Brazil only, in the payment's currency and within its amount.
 * The refusal reason, or null.
 */
function latamRefusal(request: Pick<AuthoriseRequest, 'latam' | 'shopper' | 'amount'>): string | null {
  const { latam } = request;
  if (!latam) return null;
  const brazil = (request.shopper.countryId ?? '').toUpperCase() === 'BR';
  if (latam.cpf !== undefined && (!brazil || !(isValidCpf(latam.cpf) || isValidCnpj(latam.cpf)))) return 'INVALID_CPF';
  if (latam.instalments !== undefined && (!Number.isInteger(latam.instalments) || latam.instalments < 1 || latam.instalments > SANDBOX_MAX_INSTALMENTS))
    return 'INVALID_INSTALMENTS';
  if (latam.statementNarrative !== undefined && !/^[\p{L}\p{N} ]{1,50}$/u.test(latam.statementNarrative)) return 'INVALID_STATEMENT_NARRATIVE';
  const fee = latam.shippingFee;
  if (fee && (!brazil || fee.currency !== request.amount.currency || fee.value < 0 || fee.value > request.amount.value)) return 'INVALID_SHIPPING_FEE';
  return null;
}

/** A scheme's transaction id as the card schemes issue them: 15 digits. */
const newSchemeTransactionId = (): string => `${randomInt(1, 10)}${String(randomInt(0, 1e7)).padStart(7, '0')}${String(randomInt(0, 1e7)).padStart(7, '0')}`;

const STATUS_OF_OUTCOME: Record<PageOutcome, PaymentStatus> = { success: 'AUTHORISED', failure: 'REFUSED', cancel: 'CANCELLED', pending: 'PENDING' };

/**
 * The gateway's local twin: RSA-OAEP key pair (the private key never leaves it), test cards,
 * idempotent authorisations, capture/void/refund with their rules, pages for 3-D Secure, hosted
 * payment and APMs, and HMAC-signed notifications to the shop with retries.
 */
export async function createSandboxGateway(options: SandboxOptions): Promise<SandboxGateway> {
  const subtle = globalThis.crypto.subtle;
  const pair = (await subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const key: GatewayPublicKey = {
    keyId: `sandbox-${randomUUID().slice(0, 8)}`,
    spki: Buffer.from(await subtle.exportKey('spki', pair.publicKey)).toString('base64'),
  };
  const clock = options.clock ?? systemClock;
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  const payments = new Map<string, SandboxPayment>();
  const idempotent = new Map<string, { fingerprint: string; result: Promise<unknown> }>();
  const deliveries = new Set<Promise<void>>();
  const deviceSessions = new Set<string>();
  /** The twin's vault: tokens it issued (authorise with `saveCard`) and the ones known from the start. */
  const vault = new Map<string, SandboxSavedCard>(Object.entries(SANDBOX_SAVED_CARDS));
  let notificationSeq = 0;
  const wallet = walletTokens(() => clock.now().getTime());
  /** The ids of the wallet tokens presented: each pays once. */
  const presentedTokens = new Set<string>();

  const deliver =
    options.deliver ??
    (async (url: string, body: string, signature: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      return response.ok;
    });

  /** Answers like the service: after its latency, or not at all in an outage; the answer held back when steered so. */
  async function answer<T>(operation: SandboxOperation, work: () => Promise<T> | T, orderCode?: () => string | undefined): Promise<T> {
    await options.onCall?.({ operation, moment: 'received', orderCode: orderCode?.() });
    await sleep(Math.max(0, options.latencyMs(operation)));
    if (options.outage()) throw new GatewayUnavailableError('sandbox outage');
    const result = await work();
    await options.onCall?.({ operation, moment: 'done', orderCode: orderCode?.() });
    await sleep(Math.max(0, options.answerDelayMs?.(operation) ?? 0));
    return result;
  }
  const codeOf = (paymentId: string) => () => payments.get(paymentId)?.orderCode;

  /** Runs once per idempotency key; a retry answers the first result. */
  function once<T>(key: string, fingerprint: string, work: () => Promise<T>): Promise<T> {
    const previous = idempotent.get(key);
    if (previous) {
      if (previous.fingerprint !== fingerprint) return Promise.reject(new IdempotencyConflictError());
      return previous.result as Promise<T>;
    }
    const result = work();
    idempotent.set(key, { fingerprint, result });
    // A failure that charged nothing may be retried under the same key.
    result.catch(() => idempotent.delete(key));
    return result;
  }

  function notify(payment: SandboxPayment, status: string, amount?: Money): void {
    const url = options.notificationUrl?.();
    if (!url) return;
    notificationSeq += 1;
    const notification: GatewayNotification = {
      notificationId: `${payment.paymentId}-${notificationSeq}`,
      orderCode: payment.orderCode,
      paymentId: payment.paymentId,
      status,
      amount: amount ?? payment.amount,
      occurredAt: clock.now().toISOString(),
    };
    const body = JSON.stringify(notification);
    const signature = signBody(options.notificationSecret, body);
    const attempt = (async () => {
      // The gateway retries until the shop acknowledges, a few times with a growing pause.
      for (let tries = 0; tries < 5; tries++) {
        try {
          if (await deliver(url, body, signature)) return;
        } catch {
          // Unreachable shop: try again.
        }
        await sleep((options.retryDelayMs ?? 1_000) * 2 ** tries);
      }
    })();
    deliveries.add(attempt);
    void attempt.finally(() => deliveries.delete(attempt));
  }

  function setStatus(payment: SandboxPayment, status: PaymentStatus, amount?: Money): void {
    payment.status = status;
    notify(payment, status, amount);
  }

  async function decryptCard(blob: string): Promise<CardSecret | null> {
    const parsed = parseEncryptedCard(blob);
    if (!parsed || parsed.keyId !== key.keyId) return null;
    try {
      const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, parsed.ciphertext);
      const card = JSON.parse(new TextDecoder().decode(plain)) as CardSecret;
      return typeof card.number === 'string' && typeof card.cvc === 'string' ? card : null;
    } catch {
      return null;
    }
  }

  function expired(card: Pick<CardSecret, 'expiryMonth' | 'expiryYear'> | SandboxSavedCard): boolean {
    const now = clock.now();
    const year = Number(card.expiryYear);
    const month = Number(card.expiryMonth);
    if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return true;
    return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  }

  const newPayment = (request: Pick<AuthoriseRequest, 'orderCode' | 'amount' | 'resultUrl'>, status: PaymentStatus): SandboxPayment => {
    const payment: SandboxPayment = {
      paymentId: `pay_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      orderCode: request.orderCode,
      amount: request.amount,
      status,
      captured: 0,
      refunded: 0,
      resultUrl: request.resultUrl,
    };
    payments.set(payment.paymentId, payment);
    return payment;
  };

  async function authoriseNow(request: AuthoriseRequest): Promise<AuthoriseResult> {
    const { instrument } = request;
    if (instrument.kind === 'apm') {
      const payment = newPayment(request, 'PENDING');
      payment.apm = { type: instrument.type, bank: instrument.bank, klarnaType: instrument.klarnaType };
      return { status: 'REDIRECT', paymentId: payment.paymentId, redirectUrl: `${base()}/apm/${payment.paymentId}` };
    }
    const latamReason = latamRefusal(request);
    if (latamReason) {
      const payment = newPayment(request, 'PENDING');
      setStatus(payment, 'REFUSED');
      return { status: 'REFUSED', paymentId: payment.paymentId, reason: latamReason };
    }
    if (instrument.kind === 'token') return withLatam(request, authoriseSavedCard(request, instrument));
    return withLatam(request, await authoriseCard(request, instrument));
  }

  /** Keeps what the authorise carried for Latin America on the payment (never the CPF itself). */
  function withLatam(request: AuthoriseRequest, result: AuthoriseResult): AuthoriseResult {
    const payment = payments.get(result.paymentId);
    if (payment && request.latam) {
      const { cpf, instalments, statementNarrative, shippingFee } = request.latam;
      payment.latam = {
        cpfGiven: cpf !== undefined,
        ...(instalments !== undefined ? { instalments } : {}),
        ...(statementNarrative ? { statementNarrative } : {}),
        ...(shippingFee ? { shippingFee } : {}),
      };
    }
    return result;
  }

  async function authoriseCard(request: AuthoriseRequest, instrument: Extract<AuthoriseRequest['instrument'], { kind: 'card' }>): Promise<AuthoriseResult> {
    const card = await decryptCard(instrument.encryptedData);
    if (!card) {
      const payment = newPayment(request, 'ERROR');
      return { status: 'ERROR', paymentId: payment.paymentId, reason: 'INVALID_ENCRYPTED_DATA' };
    }
    const digits = card.number.replace(/\s/g, '');
    const testCard = findTestCard(digits);
    const summary: CardSummary = { last4: digits.slice(-4), type: testCard?.type ?? 'UNKNOWN' };
    const name = (instrument.cardholderName || card.cardholderName || '').trim().toUpperCase();
    const payment = newPayment(request, 'PENDING');
    payment.card = summary;
    const refuse = (status: 'REFUSED' | 'ERROR', reason: string): AuthoriseResult => {
      setStatus(payment, status);
      return { status, paymentId: payment.paymentId, reason, card: summary };
    };
    if (name === OUTCOME_NAMES.error) return refuse('ERROR', 'ERROR');
    if (name === OUTCOME_NAMES.refused) return refuse('REFUSED', 'REFUSED');
    if (!testCard) return refuse('REFUSED', 'CARD_NOT_RECOGNISED');
    if (expired(card)) return refuse('REFUSED', 'CARD_EXPIRED');
    if (!/^\d{3,4}$/.test(card.cvc)) return refuse('REFUSED', 'CVC_INVALID');
    const credential: PendingCredential = {
      save: request.saveCard === true,
      first: request.storedCredentials?.usage === 'FIRST',
      card: {
        number: digits,
        type: summary.type,
        expiryMonth: Number(card.expiryMonth),
        expiryYear: Number(card.expiryYear),
        cardholderName: name || 'CARDHOLDER',
      },
      shownName: instrument.cardholderName.trim(),
    };
    if (testCard.challenge || name === OUTCOME_NAMES.challenge) {
      // The card is kept (and the stored credential begins) only once the shopper passes the challenge.
      payment.pendingCredential = credential;
      return { status: 'REDIRECT', paymentId: payment.paymentId, redirectUrl: `${base()}/3ds/challenge/${payment.paymentId}`, card: summary };
    }
    setStatus(payment, 'AUTHORISED');
    return { status: 'AUTHORISED', paymentId: payment.paymentId, card: summary, ...storeCredential(payment, credential) };
  }

  /**
   * An authorised card payment's stored credential: a first (FIRST) payment gets the scheme's transaction id,
   * which later merchant-initiated payments quote; "save my card" keeps the card under a new token (the shop
   * only ever sees the token). Both are kept on the payment, for an inquiry to answer.
   */
  function storeCredential(payment: SandboxPayment, credential: PendingCredential): Pick<SandboxPayment, 'savedCard' | 'schemeTransactionId'> {
    if (credential.first) payment.schemeTransactionId = newSchemeTransactionId();
    const scheme = payment.schemeTransactionId ? { schemeTransactionId: payment.schemeTransactionId } : {};
    if (credential.save) {
      const token = `tok_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      const saved: SandboxSavedCard = { ...credential.card, ...scheme };
      vault.set(token, saved);
      payment.savedCard = {
        token,
        last4: saved.number.slice(-4),
        type: saved.type,
        expiryMonth: saved.expiryMonth,
        expiryYear: saved.expiryYear,
        cardholderName: credential.shownName || saved.cardholderName,
      };
    }
    return { ...(payment.savedCard ? { savedCard: { ...payment.savedCard } } : {}), ...scheme };
  }

  /** A payment with a saved card: the token must be the twin's, the CVV of the type's size, the card still valid. */
  function authoriseSavedCard(request: AuthoriseRequest, instrument: { token: string; cvc: string }): AuthoriseResult {
    const saved = vault.get(instrument.token);
    const payment = newPayment(request, 'PENDING');
    if (!saved) {
      setStatus(payment, 'REFUSED');
      return { status: 'REFUSED', paymentId: payment.paymentId, reason: 'TOKEN_NOT_RECOGNISED' };
    }
    const summary: CardSummary = { last4: saved.number.slice(-4), type: saved.type };
    payment.card = summary;
    paidWithToken(payment, instrument.token, saved);
    const refuse = (reason: string): AuthoriseResult => {
      setStatus(payment, 'REFUSED');
      return { status: 'REFUSED', paymentId: payment.paymentId, reason, card: summary };
    };
    if (!(saved.type === 'AE' ? /^\d{4}$/ : /^\d{3}$/).test(instrument.cvc)) return refuse('CVC_INVALID');
    if (expired(saved)) return refuse('CARD_EXPIRED');
    const name = saved.cardholderName.trim().toUpperCase();
    if (name === OUTCOME_NAMES.refused) return refuse('REFUSED');
    // A saved challenge card (or name) asks for 3-D Secure again, back to the shop's saved-card return.
    if (findTestCard(saved.number)?.challenge || name === OUTCOME_NAMES.challenge) {
      return { status: 'REDIRECT', paymentId: payment.paymentId, redirectUrl: `${base()}/3ds/challenge/${payment.paymentId}`, card: summary };
    }
    setStatus(payment, 'AUTHORISED');
    return { status: 'AUTHORISED', paymentId: payment.paymentId, card: summary };
  }

  /** The saved card a payment used, as an inquiry answers it (its token and what the shop may show). */
  function paidWithToken(payment: SandboxPayment, token: string, saved: SandboxSavedCard): void {
    payment.savedCard = {
      token,
      last4: saved.number.slice(-4),
      type: saved.type,
      expiryMonth: saved.expiryMonth,
      expiryYear: saved.expiryYear,
      cardholderName: saved.cardholderName,
    };
  }

  /**
   * A merchant-initiated payment (a renewal): the token must be the twin's, saved with a stored
   * credential's first payment whose scheme id the request quotes, and the card still valid. No security
   * code and no 3-D Secure (the shopper is not there); authorised and captured at once.
   */
  function merchantInitiatedNow(request: MerchantInitiatedPaymentRequest): MerchantInitiatedPaymentResult {
    const payment = newPayment({ ...request, resultUrl: '' }, 'PENDING');
    const refuse = (status: 'REFUSED' | 'ERROR', reason: string): MerchantInitiatedPaymentResult => {
      setStatus(payment, status);
      return { status, paymentId: payment.paymentId, reason };
    };
    const saved = vault.get(request.token);
    if (!saved) return refuse('REFUSED', 'TOKEN_NOT_RECOGNISED');
    const summary: CardSummary = { last4: saved.number.slice(-4), type: saved.type };
    payment.card = summary;
    if (!saved.schemeTransactionId) return refuse('REFUSED', 'NO_STORED_CREDENTIAL_AGREEMENT');
    if (saved.schemeTransactionId !== request.schemeTransactionId) return refuse('REFUSED', 'SCHEME_TRANSACTION_ID_MISMATCH');
    if (expired(saved)) return refuse('REFUSED', 'CARD_EXPIRED');
    const name = saved.cardholderName.trim().toUpperCase();
    if (name === OUTCOME_NAMES.error) return refuse('ERROR', 'ERROR');
    if (name === OUTCOME_NAMES.refused) return refuse('REFUSED', 'REFUSED');
    payment.captured = request.amount.value;
    setStatus(payment, 'CAPTURED');
    return { status: 'CAPTURED', paymentId: payment.paymentId, amount: { ...request.amount }, card: summary };
  }

  /**
   * A wallet payment: the token must be the twin's wallet's, presented once, before it expires, for the amount
   * it was made for and with the card the shop names; then the card's own outcome (its last four digits).
   */
  function authoriseWalletNow(request: WalletAuthoriseRequest): AuthoriseResult {
    // A wallet payment has no page of its own to send the shopper back from.
    const payment = newPayment({ ...request, resultUrl: '' }, 'PENDING');
    const claims = wallet.open(request.wallet.token);
    const card: CardSummary | undefined = claims ? { type: claims.network, last4: claims.last4 } : undefined;
    payment.card = card;
    const refuse = (status: 'REFUSED' | 'ERROR', reason: string): AuthoriseResult => {
      setStatus(payment, status);
      return { status, paymentId: payment.paymentId, reason, ...(card ? { card } : {}) };
    };
    const walletCard = claims ? findWalletCard(claims.card) : undefined;
    if (!claims || !walletCard) return refuse('REFUSED', 'INVALID_TOKEN');
    if (presentedTokens.has(claims.id)) return refuse('REFUSED', 'TOKEN_ALREADY_USED');
    presentedTokens.add(claims.id);
    if (clock.now().getTime() > claims.expiresAt) return refuse('REFUSED', 'TOKEN_EXPIRED');
    if (claims.amount.value !== request.amount.value || claims.amount.currency !== request.amount.currency) return refuse('REFUSED', 'AMOUNT_MISMATCH');
    if (claims.network !== request.wallet.network || claims.last4 !== request.wallet.last4) return refuse('REFUSED', 'WALLET_CARD_MISMATCH');
    if (walletCard.outcome !== 'AUTHORISED') return refuse(walletCard.outcome, walletCard.outcome);
    setStatus(payment, 'AUTHORISED');
    return { status: 'AUTHORISED', paymentId: payment.paymentId, card: card! };
  }

  const operationFingerprint = (name: string, request: PaymentOperation & { amount?: Money }) =>
    `${name}:${request.paymentId}:${request.amount?.value ?? ''}:${request.amount?.currency ?? ''}`;
  const rejected = (paymentId: string, reason: string): OperationResult => ({ ok: false, paymentId, reason });

  return {
    publicKey: () => answer('publicKey', () => ({ ...key })),
    authorise: (request) =>
      answer(
        'authorise',
        () => once(`authorise:${request.idempotencyKey}`, requestFingerprint(request), () => authoriseNow(request)),
        () => request.orderCode,
      ),
    authoriseWallet: (request) =>
      answer(
        'authoriseWallet',
        () =>
          once(
            `authorise:${request.idempotencyKey}`,
            createHash('sha256')
              .update(JSON.stringify([request.orderCode, request.amount, request.wallet]))
              .digest('hex'),
            async () => authoriseWalletNow(request),
          ),
        () => request.orderCode,
      ),
    issueWalletToken: (card, amount) => wallet.issue(card, amount),
    capture: (request: AmountOperation) =>
      answer(
        'capture',
        () =>
          once(`op:${request.idempotencyKey}`, operationFingerprint('capture', request), async () => {
            const payment = payments.get(request.paymentId);
            if (!payment) return rejected(request.paymentId, 'UNKNOWN_PAYMENT');
            if (payment.status !== 'AUTHORISED') return rejected(payment.paymentId, `CANNOT_CAPTURE_${payment.status}`);
            if (request.amount.currency !== payment.amount.currency || request.amount.value <= 0 || request.amount.value > payment.amount.value)
              return rejected(payment.paymentId, 'INVALID_AMOUNT');
            payment.captured = request.amount.value;
            setStatus(payment, 'CAPTURED', request.amount);
            return { ok: true, paymentId: payment.paymentId, status: payment.status, amount: request.amount } as OperationResult;
          }),
        codeOf(request.paymentId),
      ),
    void: (request: PaymentOperation) =>
      answer(
        'void',
        () =>
          once(`op:${request.idempotencyKey}`, operationFingerprint('void', request), async () => {
            const payment = payments.get(request.paymentId);
            if (!payment) return rejected(request.paymentId, 'UNKNOWN_PAYMENT');
            if (payment.status !== 'AUTHORISED' && payment.status !== 'PENDING') return rejected(payment.paymentId, `CANNOT_VOID_${payment.status}`);
            setStatus(payment, 'CANCELLED');
            return { ok: true, paymentId: payment.paymentId, status: payment.status, amount: payment.amount } as OperationResult;
          }),
        codeOf(request.paymentId),
      ),
    refund: (request: AmountOperation) =>
      answer(
        'refund',
        () =>
          once(`op:${request.idempotencyKey}`, operationFingerprint('refund', request), async () => {
            const payment = payments.get(request.paymentId);
            if (!payment) return rejected(request.paymentId, 'UNKNOWN_PAYMENT');
            if (payment.status !== 'CAPTURED' && payment.status !== 'REFUNDED') return rejected(payment.paymentId, `CANNOT_REFUND_${payment.status}`);
            if (request.amount.currency !== payment.amount.currency || request.amount.value <= 0 || payment.refunded + request.amount.value > payment.captured)
              return rejected(payment.paymentId, 'INVALID_AMOUNT');
            payment.refunded += request.amount.value;
            setStatus(payment, 'REFUNDED', request.amount);
            return { ok: true, paymentId: payment.paymentId, status: payment.status, amount: request.amount } as OperationResult;
          }),
        codeOf(request.paymentId),
      ),
    findPayment: (orderCode) =>
      answer(
        'findPayment',
        () => {
          const latest = [...payments.values()].filter((p) => p.orderCode === orderCode).at(-1);
          if (!latest) return null;
          return {
            paymentId: latest.paymentId,
            orderCode,
            status: latest.status,
            amount: { ...latest.amount },
            ...(latest.card ? { card: { ...latest.card } } : {}),
            ...(latest.savedCard ? { savedCard: { ...latest.savedCard } } : {}),
            ...(latest.schemeTransactionId ? { schemeTransactionId: latest.schemeTransactionId } : {}),
          };
        },
        () => orderCode,
      ),
    merchantInitiatedPayment: (request) =>
      answer(
        'merchantInitiatedPayment',
        () =>
          once(`mit:${request.idempotencyKey}`, JSON.stringify([request.orderCode, request.amount, request.token, request.schemeTransactionId]), async () =>
            merchantInitiatedNow(request),
          ),
        () => request.orderCode,
      ),
    verifyNotification: (rawBody, signature) => verifySignedNotification(options.notificationSecret, rawBody, signature),
    payment: (paymentId) => payments.get(paymentId),
    ledger: () => [...payments.values()],
    savedCard: (token) => vault.get(token),
    deviceDataSession() {
      const id = randomUUID();
      deviceSessions.add(id);
      return id;
    },
    hostedPage: (request) =>
      answer('hostedPage', () =>
        once(`hosted:${request.idempotencyKey}`, `${request.orderCode}:${request.amount.value}:${request.amount.currency}:${request.resultUrl}`, async () => {
          const payment = newPayment(request, 'PENDING');
          payment.hosted = true;
          return { paymentId: payment.paymentId, redirectUrl: `${base()}/hpp/${payment.paymentId}` };
        }),
      ),
    async completePage(paymentId, outcome, details) {
      const payment = payments.get(paymentId);
      // Only a payment waiting for the shopper can be completed, once.
      if (payment?.status !== 'PENDING') return null;
      if (payment.apm && details?.bank) payment.apm.bank = details.bank;
      if (outcome === 'pending') notify(payment, 'PENDING');
      else setStatus(payment, STATUS_OF_OUTCOME[outcome]);
      if (outcome === 'success' && payment.pendingCredential) storeCredential(payment, payment.pendingCredential);
      if (outcome !== 'pending') delete payment.pendingCredential;
      return { redirectUrl: `${payment.resultUrl}/${outcome}?orderCode=${encodeURIComponent(payment.orderCode)}` };
    },
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
