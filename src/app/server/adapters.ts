import { latencyBetween, createSandboxFinder, type SandboxOutage } from '../../features/address-finder/providers/sandbox';
import type { AddressFinderPort } from '../../features/address-finder/providers/port';
import {
  type AgeVerificationProvider,
  type AgeVerificationSandbox,
  createAgeVerificationProvider,
  createAgeVerificationSandbox,
} from '../../features/age-verification/providers';
import { type KeyedHash, keyedHashWith } from '../../features/age-verification/server/hashing';
import { IdImagePool, idImagePoolOptions } from '../../features/age-verification/server/id-image-pool';
import { type PickupPointProvider, PickupSandbox } from '../../features/pickup-points/providers';
import { SandboxServicePointFinder } from '../../features/parcel-shops/providers/sandbox';
import { type ServicePointFinders, servicePointFinders } from '../../features/parcel-shops/server/finder';
import { gatewayAt, type PaymentGatewayPort, sandboxWalletMethod } from '../../features/payment/providers';
import { createHttpPayPal, type PayPalPort } from '../../features/paypal/providers';
import { createPayuClient, type PayUPort } from '../../features/payu/providers';
import { createSmtpMailer, type Mailer } from '../../features/mail/providers';
import { listedOrigins } from '../../shared/server/same-origin';
import { paypalCredentials, payuCredentials } from './sandboxes';
import type { Environment } from './environment';

/**
 * Everything the shop reaches outside its own code, built once from the environment by the app's root
 * and handed to the features as plugin options (buildApp): no feature reads the environment or makes a
 * provider of its own.
 */
export interface Adapters {
  /** The clock the features read the time from. */
  now: () => Date;
  /** Behind a load balancer: client addresses come from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  /** The shop's public origins (SHOP_ORIGIN); empty: the request's own host is the shop. */
  shopOrigins: readonly string[];
  ageVerification: {
    /** What the shop's calls use: the real service (AGE_VERIFICATION_PROVIDER_URL) or the sandbox. */
    provider: AgeVerificationProvider;
    /** The local twin, also answering over HTTP at /age-verification-sandbox. */
    sandbox: AgeVerificationSandbox;
    /** The key the sandbox's HTTP face accepts. */
    sandboxKey: string;
    /** The keyed hash of what the age verification tables keep. */
    hash: KeyedHash;
    /** The worker threads that read ID images (and do the sandbox's pixel check). */
    imagePool: IdImagePool;
  };
  pickupPoints: {
    provider: PickupPointProvider;
    /** The local twin (the only provider so far). */
    sandbox: PickupSandbox;
  };
  parcelShops: {
    /** Each store's service point finder: the service its settings name (dps/service/url), else the local twin. */
    finders: ServicePointFinders;
    /** The local twin (tests steer it). */
    sandbox: SandboxServicePointFinder;
  };
  addressFinder: {
    /** The finder's local twin, served on the shop's own origin; the browser calls it. */
    sandbox: AddressFinderPort;
    /** Its outage in force, read at every call. */
    outage: SandboxOutage;
  };
  paymentGateway: {
    /** The HTTP adapter at `GATEWAY_URL` (a real gateway, or the twin `npm start` runs beside the shop). */
    port: PaymentGatewayPort;
    /** The gateway's origin: its pages (3-D Secure, hosted payment) are framed and posted to from the shop's. */
    url: string;
    /** The wallet's payment method identifier the page asks the browser for (`WALLET_PAYMENT_METHOD`, or the twin's wallet). */
    walletPaymentMethod: string;
  };
  payu: {
    /** The HTTP adapter at `PAYU_URL` (PayU, or its twin beside the shop). */
    port: PayUPort;
  };
  paypal: {
    /** The HTTP adapter at `PAYPAL_URL` (PayPal's REST API, or its twin beside the shop). */
    port: PayPalPort;
  };
  mail: {
    /** The SMTP transport at `SMTP_URL` (MailDev beside the shop under `npm start`); null without one: e-mails wait in the outbox. */
    mailer: Mailer | null;
    /** Where the e-mails' links go: the first of `SHOP_ORIGIN`, else `SHOP_URL`'s origin, else this port on localhost. */
    shopOrigin: string;
    /** How often each process sends the e-mails due (`MAIL_DELIVERY_EVERY_MS`; the shop's default when unset). */
    deliveryEveryMs?: number;
  };
  /** Stops what the adapters run (the image workers, the mail transport). */
  close(): Promise<void>;
}

export function buildAdapters(environment: Environment): Adapters {
  const now = () => new Date();
  const imagePool = new IdImagePool(
    idImagePoolOptions({
      workers: environment.AGE_ID_IMAGE_WORKERS,
      maxQueue: environment.AGE_ID_IMAGE_QUEUE,
      taskTimeoutMs: environment.AGE_ID_IMAGE_TIMEOUT_MS,
      serverProcesses: environment.SHOP_SERVER_PROCESSES,
    }),
  );
  const ageSandbox = createAgeVerificationSandbox({
    latencyMs: environment.AGE_VERIFICATION_SANDBOX_LATENCY_MS,
    mode: environment.AGE_VERIFICATION_SANDBOX_MODE,
    now,
    imagePool,
  });
  const ageService = {
    url: environment.AGE_VERIFICATION_PROVIDER_URL,
    key: environment.AGE_VERIFICATION_PROVIDER_KEY,
    timeoutMs: environment.AGE_VERIFICATION_PROVIDER_TIMEOUT_MS,
    imageTimeoutMs: environment.AGE_VERIFICATION_PROVIDER_IMAGE_TIMEOUT_MS,
  };
  const pickupSandbox = new PickupSandbox({ latencyMs: environment.PICKUP_SANDBOX_LATENCY_MS, mode: environment.PICKUP_SANDBOX_MODE });
  const parcelShopSandbox = new SandboxServicePointFinder();
  const addressFinder: Adapters['addressFinder'] = {
    outage: environment.ADDRESS_FINDER_SANDBOX_OUTAGE ?? 'none',
    sandbox: createSandboxFinder({ latencyMs: latencyBetween(environment.ADDRESS_FINDER_SANDBOX_LATENCY_MS), outage: () => addressFinder.outage }),
  };
  // Unset, the twins `npm start` runs beside the shop (src/app/server/sandboxes.ts) on their default ports.
  const gatewayUrl = environment.GATEWAY_URL ?? `http://localhost:${environment.GATEWAY_PORT ?? environment.PORT + 1}`;
  const paypalUrl = environment.PAYPAL_URL ?? `http://localhost:${environment.PAYPAL_PORT}`;
  const payuUrl = environment.PAYU_URL ?? `http://localhost:${environment.PAYU_PORT ?? environment.PORT + 3}`;
  const shopOrigins = listedOrigins(environment.SHOP_ORIGIN);
  // A link in an e-mail never takes the request's Host header: a forged one would send a reset link elsewhere.
  const mailShopOrigin = shopOrigins[0] ?? (environment.SHOP_URL ? new URL(environment.SHOP_URL).origin : `http://localhost:${environment.PORT}`);
  const mailer = environment.SMTP_URL ? createSmtpMailer(environment.SMTP_URL, environment.MAIL_FROM) : null;
  return {
    now,
    trustProxy: environment.TRUST_PROXY,
    shopOrigins,
    ageVerification: {
      provider: createAgeVerificationProvider(ageService, ageSandbox),
      sandbox: ageSandbox,
      sandboxKey: environment.AGE_VERIFICATION_SANDBOX_KEY,
      hash: keyedHashWith(environment.AGE_VERIFICATION_HASH_KEY),
      imagePool,
    },
    pickupPoints: { provider: pickupSandbox, sandbox: pickupSandbox },
    parcelShops: { finders: servicePointFinders(parcelShopSandbox), sandbox: parcelShopSandbox },
    addressFinder,
    paymentGateway: {
      port: gatewayAt({
        url: gatewayUrl,
        notificationSecret: environment.GATEWAY_NOTIFICATION_SECRET,
        apiKey: environment.GATEWAY_API_KEY,
        timeoutMs: environment.GATEWAY_TIMEOUT_MS,
      }),
      url: gatewayUrl,
      walletPaymentMethod: environment.WALLET_PAYMENT_METHOD ?? sandboxWalletMethod(gatewayUrl),
    },
    paypal: { port: createHttpPayPal({ baseUrl: paypalUrl, timeoutMs: environment.PAYPAL_TIMEOUT_MS, ...paypalCredentials(environment) }) },
    payu: { port: createPayuClient({ baseUrl: payuUrl, timeoutMs: environment.PAYU_TIMEOUT_MS, ...payuCredentials(environment) }) },
    mail: { mailer, shopOrigin: mailShopOrigin, deliveryEveryMs: environment.MAIL_DELIVERY_EVERY_MS },
    close: async () => {
      mailer?.close();
      await imagePool.close();
    },
  };
}
