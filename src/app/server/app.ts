import { noSuchEntity } from '../../shared/domain/errors';
import '../../shared/server/types';
import { registerResponseWriters } from '../../shared/server/response-serializer';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { addressFinderRoutes } from '../../features/address-finder/server/routes';
import { ageVerificationRoutes } from '../../features/age-verification/server/routes';
import { carryCartAgeVerification } from '../../features/age-verification/server/service';
import { AGE_VERIFICATION_SANDBOX_PREFIX, ageVerificationSandboxRoutes } from '../../features/age-verification/server/sandbox-routes';
import { ADDRESS_FINDER_SANDBOX_PREFIX, addressFinderSandboxRoutes } from '../../features/address-finder/server/sandbox-routes';
import { captchaRoutes } from '../../features/captcha/server/routes';
import { basketModuleRoutes, basketRoutes } from '../../features/basket/server/routes';
import { cartRoutes } from '../../features/cart/server/routes';
import { MASKED_CART_ID } from '../../features/cart/domain';
import { mergeGuestCart, requireActiveCart } from '../../features/cart/server/service';
import { catalogRoutes } from '../../features/catalog/server/routes';
import { checkoutRoutes } from '../../features/checkout/server/routes';
import { cmsRoutes } from '../../features/cms/server/routes';
import { storeCmsPage } from '../../features/cms/server/service';
import { giftRegistryRoutes } from '../../features/gift-registry/server/routes';
import { defaultAddressRoute } from '../../features/checkout/server/default-address-route';
import { agreementsConfigRoute } from '../../features/checkout/server/agreements-config-route';
import { couponRoutes } from '../../features/coupons/server/routes';
import { registerAuth, requireCustomer } from '../../features/customers/server/auth-plugin';
import { customerRestRoutes } from '../../features/customers/server/routes';
import { passwordResetRoutes } from '../../features/customers/server/password-reset-routes';
import { mailDeliveryPlugin } from '../../features/mail/server/mail-plugin';
import { customerMeRoute } from '../../features/account/server/customer-me-route';
import { customerSessionRoutes } from '../../features/customers/server/session-routes';
import { directoryRoutes } from '../../features/directory/server/routes';
import { giftMessageRoutes } from '../../features/gift-messages/server/routes';
import { orderRoutes } from '../../features/orders/server/routes';
import { pickupModuleRoutes, pickupRoutes } from '../../features/pickup-points/server/routes';
import { carryCartPickup, orderPickupDeliveryPoint } from '../../features/pickup-points/server/service';
import { parcelShopModuleRoutes, parcelShopRoutes } from '../../features/parcel-shops/server/routes';
import { cardPaymentPlugin } from '../../features/payment/server/card-payment-plugin';
import { captureRetryPlugin } from '../../features/payment/server/capture-retry';
import { paymentMethodsWith, shopPricing } from './payment-methods';
import type { PayPalPort } from '../../features/paypal/providers';
import { agreementCaptureRetryPlugin, expressExpiryPlugin, paypalExpressRoutes, paypalStoreRoutes } from '../../features/paypal/server/service';
import { PAYPAL_EXPRESS } from '../../features/paypal/domain';
import type { PayUPort } from '../../features/payu/providers';
import { payuCaptureRetryPlugin, payuRoutes, payuStoreRoutes } from '../../features/payu/server/service';
import { PAYU_GATEWAY } from '../../features/payu/domain';
import { attemptRecoveryPlugin } from '../../features/checkout/server/place-order/recovery';
import { threeDSecureReturnRoute } from '../../features/payment/server/threeds-route';
import type { PaymentGatewayPort } from '../../features/payment/providers';
import { paymentModuleRoutes } from '../../features/payment/server/routes';
import { apmRedirectRoutes } from '../../features/payment/server/redirect-routes';
import {
  quoteIdOfApmOrder,
  restoredGuestCartOf,
  restoredGuestCartOfBasket,
  settleApmOrder,
  settleApmOrderOnStatus,
  settlePendingPaymentOrder,
} from '../../features/checkout/server/apm-orders';
import { electronicInvoiceRoutes } from '../../features/payment/server/invoice-routes';
import { savedCardRoutes } from '../../features/payment/server/vault-routes';
import { carryCartParcelShop, orderParcelShopDeliveryPoint } from '../../features/parcel-shops/server/service';
import { pricingRoutes } from '../../features/pricing/server/routes';
import { estimateCartRates } from '../../features/pricing/server/service';
import { shippingRoutes } from '../../features/shipping/server/routes';
import { promoGiftRoutes } from '../../features/promo-gifts/server/routes';
import { podRecyclingRoutes } from '../../features/pod-recycling/server/routes';
import { secondaryPackagingModuleRoutes, secondaryPackagingRoutes } from '../../features/secondary-packaging/server/routes';
import { rewardRoutes } from '../../features/rewards/server/routes';
import { registerStoreScope } from '../../features/stores/server/scope';
import { type StoreDirectory, storeDirectoryOf } from '../../features/stores/server/service';
import { shopperLocale } from '../../features/stores/server';
import { catalogueOf } from '../../features/catalog/server/service';
import { catalogMediaRoutes } from '../../features/catalog/server';
import { configureZodMessages } from '../../shared/domain/zod-messages';
import { storeCodeOf } from '../../shared/domain/store-code';
import type { Database } from '../../shared/server/db';
import { databaseWindowedCounters, type WindowedCounters } from '../../shared/server/windowed-counter';
import { loggerOptions } from '../../shared/server/logging';
import { frameworkErrors, registerErrorHandling, registerNotFound } from '../../shared/server/plugins/errors';
import { registerInFlightWork } from '../../shared/server/plugins/in-flight';
import { registerSecurityHeaders } from '../../shared/server/plugins/security-headers';
import { registerJsonBodies, registerRequestHygiene } from '../../shared/server/plugins/request-hygiene';
import { type PageExists, type PageStore, registerWebApp } from './spa';
import { productPageHead } from './product-page-head';
import { subscriptionTermsOf } from './subscription-terms';
import { contentPageIdentifier, isContentPagePath } from '../../shared/domain/page-routes';
import type { Adapters } from './adapters';
import { readStoreSettings } from './settings';
import { storeMessages } from './store-messages';
import { orderConfirmationReader } from './order-confirmation-mail';
import type { PaymentRecoveryTiming } from './environment';
import { mailedSubscriptionNotices, renewalPorts, subscriptionAccount } from './subscriptions';
import { renewalSchedulerPlugin, type SubscriptionNotices, subscriptionRoutes } from '../../features/subscriptions/server';

export interface AppOptions {
  db: Database;
  /** What the shop reaches outside its code, built once by the root (adapters.ts), handed to the features. */
  adapters: Adapters;
  logLevel?: string;
  /** The built React app; omitted in API-only tests. */
  webRoot?: string;
  secureCookies?: boolean;
  /** Where log lines go (standard output when omitted). */
  logStream?: DestinationStream;
  /** The payment gateway; by default the HTTP adapter at GATEWAY_URL (or the local twin). */
  gateway?: PaymentGatewayPort;
  /** PayPal; by default the HTTP adapter at PAYPAL_URL (or the local twin). */
  paypal?: PayPalPort;
  /** PayU; by default the HTTP adapter at PAYU_URL (or the local twin). */
  payu?: PayUPort;
  /** Browser journeys only: the answer of every captcha picture (CAPTCHA_TEST_ANSWER); random otherwise. */
  captchaTestAnswer?: string;
  /** The counters every server process shares (Redis with REDIS_URL); the database's by default. */
  windowedCounters?: WindowedCounters;
  /** The payment recovery's timing (the shop's defaults when omitted). */
  paymentRecovery?: PaymentRecoveryTiming;
  /** Test runs only (RESPONSE_SCHEMA_CHECK): every answer is checked against its response schema. */
  checkAnswers?: boolean;
  /** Subscriptions: where their notices go (logged until the mail outbox takes them) and how often renewals are looked for. */
  subscriptions?: { notices?: SubscriptionNotices; renewalsEveryMs?: number };
}

/** Request bodies are small JSON documents; anything bigger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole shop (API, docs and web app) without listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  configureZodMessages();
  const { adapters } = options;
  const stores = storeDirectoryOf(options.db, readStoreSettings);
  // Every refusal is worded in the language of the request's store.
  const messagesOf = storeMessages(stores);
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    frameworkErrors: frameworkErrors(messagesOf),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: (query) => qs.parse(query, { depth: 5, arrayLimit: 20, parameterLimit: 200 }) },
    trustProxy: adapters.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  registerResponseWriters(app, { checkAgainstStringify: options.checkAnswers });
  app.decorate('db', options.db);
  // The stores with every feature's settings (cached reference data), and the quote engine with the methods
  // other features bring: built here, reached by the features as app.stores and app.pricing.
  app.decorate('stores', stores);
  app.decorate('pricing', shopPricing());
  app.decorate('windowedCounters', options.windowedCounters ?? databaseWindowedCounters(options.db));
  registerInFlightWork(app);
  registerJsonBodies(app);
  registerErrorHandling(app, messagesOf);
  registerRequestHygiene(app);

  // The payment gateway's pages: the 3-D Secure device-data and challenge frames, and forms posted to it;
  // PayU's page takes the shop's posted form, and the browser tokenises a card at PayU.
  const payu = options.payu ?? adapters.payu.port;
  const gatewayOrigin = new URL(adapters.paymentGateway.url).origin;
  const walletOrigin = new URL(adapters.paymentGateway.walletPaymentMethod).origin;
  const payuOrigin = new URL(payu.tokenisation().url).origin;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', walletOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", gatewayOrigin],
        formAction: ["'self'", gatewayOrigin, payuOrigin],
        // The wallet's payment method: the browser fetches its manifests under connect-src, its icon under img-src; PayU's tokenisation API under connect-src.
        connectSrc: ["'self'", walletOrigin, payuOrigin],
      },
    },
  });
  await app.register(fastifyCookie);
  registerAuth(app, { shopOrigins: adapters.shopOrigins });
  const paypal = options.paypal ?? adapters.paypal.port;
  const subscriptionNotices = options.subscriptions?.notices ?? mailedSubscriptionNotices(app.log);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Shop REST API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (rest) => {
      registerStoreScope(rest);
      await rest.register(catalogRoutes, { subscriptionTermsOf });
      await rest.register(cartRoutes);
      await rest.register(basketRoutes);
      await rest.register(pricingRoutes);
      await rest.register(shippingRoutes, { estimateCartRates });
      await rest.register(directoryRoutes);
      await rest.register(checkoutRoutes, { ageVerification: adapters.ageVerification });
      await rest.register(cmsRoutes);
      await rest.register(giftRegistryRoutes);
      await rest.register(couponRoutes);
      const captchaTestAnswer = options.captchaTestAnswer;
      await rest.register(captchaRoutes, captchaTestAnswer ? { randomCode: () => captchaTestAnswer } : {});
      await rest.register(rewardRoutes);
      await rest.register(promoGiftRoutes);
      await rest.register(podRecyclingRoutes);
      await rest.register(secondaryPackagingRoutes);
      await rest.register(giftMessageRoutes);
      await rest.register(pickupRoutes, { provider: adapters.pickupPoints.provider });
      await rest.register(orderRoutes, { deliveryPoints: [orderPickupDeliveryPoint, orderParcelShopDeliveryPoint] });
      await rest.register(parcelShopRoutes);
      await rest.register(customerRestRoutes);
      await rest.register(passwordResetRoutes, { now: adapters.now });
      await rest.register(customerMeRoute);
      await rest.register(savedCardRoutes, { requireCustomer });
      await rest.register(paypalStoreRoutes, { requireCustomer, port: paypal });
      await rest.register(electronicInvoiceRoutes, {
        cartIdOf: async (request, maskedId) => {
          if (maskedId !== null && !MASKED_CART_ID.test(maskedId)) throw noSuchEntity('cartId', maskedId);
          const ref = maskedId === null ? { kind: 'customer' as const, customerId: await requireCustomer(request) } : { kind: 'guest' as const, maskedId };
          return (await requireActiveCart(options.db, request.shop.store.id, ref)).id;
        },
      });
      await rest.register(addressFinderRoutes);
      const { provider, hash, imagePool } = adapters.ageVerification;
      await rest.register(ageVerificationRoutes, { provider, hash, imagePool, now: adapters.now });
      await rest.register(payuStoreRoutes, { payu });
      await rest.register(subscriptionRoutes, { account: subscriptionAccount, notices: subscriptionNotices, now: () => adapters.now() });
    },
    { prefix: '/rest/:storeCode/V1' },
  );
  await app.register(customerSessionRoutes, {
    secureCookies: options.secureCookies ?? false,
    // The guest's basket joins the customer's at login, with the pickup point or parcel shop it was to go to.
    onLogin: ({ guestCartId, customerId }) =>
      mergeGuestCart(options.db, guestCartId, customerId, [carryCartPickup, carryCartParcelShop, carryCartAgeVerification(adapters.ageVerification.hash)]),
  });
  // The products' drawings (/media/catalog/product/…), outside any store: a drawing is the same in every store.
  await app.register(catalogMediaRoutes);
  await app.register(basketModuleRoutes);
  await app.register(secondaryPackagingModuleRoutes);
  await app.register(defaultAddressRoute);
  await app.register(agreementsConfigRoute);
  await app.register(pickupModuleRoutes, { provider: adapters.pickupPoints.provider });
  await app.register(parcelShopModuleRoutes, { finders: adapters.parcelShops.finders });
  const gateway = options.gateway ?? adapters.paymentGateway.port;
  cardPaymentPlugin(app, gateway);
  app.decorate('paymentMethods', paymentMethodsWith({ paypal, payu }));
  payuCaptureRetryPlugin(app, payu);
  const recovery = options.paymentRecovery ?? {};
  attemptRecoveryPlugin(app, { everyMs: recovery.attemptRecoveryEveryMs, abandonedAfterSeconds: recovery.attemptAbandonedAfterSeconds });
  captureRetryPlugin(app, gateway, { everyMs: recovery.captureRetryEveryMs, overdueSeconds: recovery.captureOverdueSeconds });
  // The mail outbox's delivery worker: e-mails queued in the transactions that cause them go out after the commit.
  mailDeliveryPlugin(app, {
    mailer: adapters.mail.mailer,
    now: adapters.now,
    shopOrigin: adapters.mail.shopOrigin,
    everyMs: adapters.mail.deliveryEveryMs,
    readOrderConfirmation: orderConfirmationReader(app.stores),
  });
  // Subscriptions' renewals, placed on their dates by every process (each claimed once in the database), on the adapters' clock.
  renewalSchedulerPlugin(app, {
    now: () => adapters.now(),
    notices: subscriptionNotices,
    everyMs: options.subscriptions?.renewalsEveryMs,
    ...renewalPorts(gateway, app.pricing),
  });
  await app.register(threeDSecureReturnRoute, { gatewayUrl: adapters.paymentGateway.url });
  // Alternative payments: the notification and the return settle the order through checkout's hooks (payment sits below orders).
  await app.register(paymentModuleRoutes, {
    gateway,
    walletPaymentMethod: adapters.paymentGateway.walletPaymentMethod,
    onPaymentStatus: (orderCode, status, paymentId, incoming) =>
      settleApmOrderOnStatus(app.db, app.stores, orderCode, status, { gateway, paymentId, incoming }),
  });
  await app.register(apmRedirectRoutes, {
    settleApmOrder: async (orderCode, outcome) => {
      await settleApmOrder(app.db, app.stores, orderCode, outcome);
    },
    restoredGuestCart: (orderCode) => restoredGuestCartOf(app.db, orderCode),
    quoteIdOfOrder: (orderCode) => quoteIdOfApmOrder(app.db, orderCode),
  });
  // PayPal Express: the start, PayPal's returns and webhooks move the order on through checkout's hooks (PayPal sits below orders).
  const settlePayPalOrder = async (cartId: number, outcome: 'paid' | 'canceled') => {
    await settlePendingPaymentOrder(app.db, app.stores, cartId, outcome, [PAYPAL_EXPRESS]);
  };
  await app.register(paypalExpressRoutes, {
    port: paypal,
    settleOrder: settlePayPalOrder,
    restoredGuestCart: (cartId) => restoredGuestCartOfBasket(app.db, cartId),
  });
  // Express orders never approved are settled once PayPal's approval window has passed.
  expressExpiryPlugin(app, { port: paypal, settleOrder: settlePayPalOrder });
  // Saved-account payments whose capture after the order failed are captured every minute.
  agreementCaptureRetryPlugin(app, paypal);
  // PayU's page: its response and confirmation move the order through checkout's hook (payu sits below checkout).
  await app.register(payuRoutes, {
    payu,
    settleOrder: (cartId, outcome) => settlePendingPaymentOrder(app.db, app.stores, cartId, outcome, [PAYU_GATEWAY]),
    restoredGuestCart: (cartId) => restoredGuestCartOfBasket(app.db, cartId),
  });
  // The address finder's local twin, on the shop's own origin (the CSP stays 'self').
  await app.register(addressFinderSandboxRoutes, { prefix: ADDRESS_FINDER_SANDBOX_PREFIX, finder: adapters.addressFinder.sandbox });
  await app.register(ageVerificationSandboxRoutes, {
    prefix: AGE_VERIFICATION_SANDBOX_PREFIX,
    sandbox: adapters.ageVerification.sandbox,
    key: adapters.ageVerification.sandboxKey,
  });

  const pageExists = shopPageExists(options.db, app.stores);
  const pageHead = productPageHead(options.db, (request) => pageShop(app.stores, request));
  const servesWebApp = options.webRoot
    ? await registerWebApp(app, path.resolve(options.webRoot), { pageExists, pageStore: pageStoreOf(app.stores), pageHead })
    : false;
  registerNotFound(app, servesWebApp, pageExists, messagesOf);
  return app;
}

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/i;

/**
 * The store code a page request names, by the storefront's rule (shared/domain/store-code.ts): a
 * well-formed `___store`, else the `store` cookie, else `default` (the default store).
 */
function requestStoreCode(request: FastifyRequest): string {
  const asked = new URL(request.url, 'http://shop.invalid').searchParams.get('___store');
  return storeCodeOf(asked, request.cookies.store);
}

/** The store a page is for; null when its code names no store (the browser then decides). */
function pageStoreOf(stores: StoreDirectory): PageStore {
  return async (request) => {
    const code = requestStoreCode(request);
    if (code === 'default') return code;
    return (await stores.resolve(code)) ? code : null;
  };
}

/** The store a page is shown for: the shopper's (requestStoreCode), else the default store. */
async function pageShop(stores: StoreDirectory, request: FastifyRequest) {
  return (await stores.resolve(requestStoreCode(request))) ?? (await stores.resolve('default'));
}

/**
 * Whether a page address names something that exists in the page's store: a product page its product, a
 * one-segment address (not one of the app's own pages) an active content page. Both lists are cached
 * reference data, so the answer costs no query once warm; other pages always exist.
 */
function shopPageExists(db: Database, stores: StoreDirectory): PageExists {
  return async (pathname, request) => {
    const product = PRODUCT_PAGE.exec(pathname);
    if (product) {
      let urlKey: string;
      try {
        urlKey = decodeURIComponent(product[1]);
      } catch {
        return false;
      }
      const shop = await pageShop(stores, request);
      return Boolean(shop && (await catalogueOf(db, shop)).byUrlKey.has(urlKey));
    }
    if (!isContentPagePath(pathname)) return true;
    const identifier = contentPageIdentifier(pathname);
    if (identifier === null) return false;
    const shop = await pageShop(stores, request);
    return Boolean(shop && (await storeCmsPage(db, shop, identifier, shopperLocale(shop, request))));
  };
}
