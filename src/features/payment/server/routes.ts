import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopError } from '../../../shared/domain/errors';
import { apmOptionsFor } from '../domain/apm';
import { cardTypesFor } from '../domain/cards/card-payment';
import { instalmentTypesAnswer } from '../domain/latam';
import type { WalletConfig } from '../domain/wallets/payment-request';
import { SIGNATURE_HEADER } from '../providers/notifications';
import { GatewayUnavailableError, type PaymentGatewayPort } from '../providers/port';
import { applyNotification, paymentOf } from './service';

export const NOTIFICATION_PATH = '/worldpay/notification';
export const SIGNATURE_MISSING = 'The notification is not signed.';
export const SIGNATURE_INVALID = 'The notification signature is not valid.';
export const GATEWAY_UNAVAILABLE = 'The payment service is unavailable. Please try again later.';

export interface PaymentModuleRouteOptions {
  gateway: PaymentGatewayPort;
  /**
   * Told the payment's status after each verified notification (a replay too: the order's side applies
   * each change once): the app moves an alternative payment's order on (paid, or cancelled and released).
   */
  onPaymentStatus?: (orderCode: string, status: string, paymentId: string, incoming: string) => Promise<void>;
  /** The wallet's payment method identifier the page asks the browser for (the sandbox gateway's wallet, or a real one's). */
  walletPaymentMethod: string;
}

const countryBody = z.object({ countryId: z.string().regex(/^[A-Za-z]{2}$/, 'countryId must be a two-letter country code.') });

/** The store of a module path (outside /rest): the `store` cookie, else the default store. */
async function storeOf(request: FastifyRequest) {
  const code = request.cookies.store;
  const shop = (code ? await request.server.stores.resolve(code) : null) ?? (await request.server.stores.resolve('default'));
  if (!shop) throw new ShopError('NOT_FOUND', 'Requested store is not found');
  return shop;
}

/**
 * The payment module paths of spec 002 §7 and the gateway's notification endpoint. Card types and
 * instalments answer with the store's configuration for the billing country.
 */
export async function paymentModuleRoutes(app: FastifyInstance, options: PaymentModuleRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];
  // Magento's pages post these as form fields; JSON is accepted too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(text as string)));
  });

  r.post('/worldpay/payment/types', { schema: { tags, body: countryBody } }, async (request) => {
    const shop = await storeOf(request);
    return cardTypesFor(request.body.countryId, shop.settings.worldpay);
  });

  // The alternative payment types, iDEAL banks and Klarna options of the billing country, with the store's rules.
  r.post('/worldpay/apm/types', { schema: { tags, body: countryBody } }, async (request) => {
    const shop = await storeOf(request);
    return apmOptionsFor(request.body.countryId, shop.settings.worldpay);
  });

  // Whether cards are taken on the gateway's hosted page in this store (the payment step then shows no card form).
  r.get('/worldpay/hostedpaymentpage/config', { schema: { tags } }, async (request) => {
    const shop = await storeOf(request);
    return { enabled: shop.settings.worldpay.cc.enabled && shop.settings.worldpay.cc.hostedPage };
  });

  // Wallets (Apple Pay, Google Pay) in this store: the Payment Request the page makes, and its method's identifier.
  const walletMethod = options.walletPaymentMethod;
  r.get('/worldpay/wallets/config', { schema: { tags } }, async (request): Promise<WalletConfig> => {
    const { settings } = await storeOf(request);
    // The wallet's sheet names the merchant by the store's brand.
    return {
      enabled: settings.worldpay.wallets.enabled,
      supportedMethods: walletMethod,
      merchantName: settings.brand,
      networks: settings.worldpay.wallets.networks,
    };
  });

  r.post('/worldpay/latam/types', { schema: { tags, body: countryBody } }, async (request, reply) => {
    const shop = await storeOf(request);
    // A JSON string on the wire ("3,6,12"); Fastify would send a bare string as text.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(instalmentTypesAnswer(request.body.countryId, shop.settings.worldpay)));
  });

  // Saved cards at checkout (customers only): whether the store offers them and its 'save my card' disclaimer.
  r.get('/worldpay/savedcard/config', { schema: { tags } }, async (request) => {
    const { cc } = (await storeOf(request)).settings.worldpay;
    return { enabled: cc.enabled && cc.vaultEnabled, disclaimer: cc.saveCardDisclaimer.text, disclaimerMandatory: cc.saveCardDisclaimer.mandatory };
  });

  // The key the browser encrypts the card with, fetched through the shop (same origin for the page).
  r.get('/worldpay/cse/public-key', { schema: { tags } }, async (request, reply) => {
    try {
      const key = await options.gateway.publicKey();
      return reply.header('cache-control', 'no-store').send({ keyId: key.keyId, spki: key.spki });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      request.log.warn({ code: 'payment_gateway_unavailable', reason: error.reason }, 'payment gateway unavailable');
      throw new ShopError('UNAVAILABLE', GATEWAY_UNAVAILABLE);
    }
  });

  await app.register(async (notifications) => {
    // The signature covers the exact bytes: the body is read as text and parsed only once verified.
    notifications.removeContentTypeParser('application/json');
    notifications.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, text, done) => done(null, text));
    notifications.post(NOTIFICATION_PATH, { schema: { tags, hide: true } }, async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      if (typeof signature !== 'string' || signature === '') throw new ShopError('UNAUTHORIZED', SIGNATURE_MISSING);
      const raw = typeof request.body === 'string' ? request.body : '';
      const notification = options.gateway.verifyNotification(raw, signature);
      if (!notification) {
        request.log.warn({ code: 'payment_notification_refused' }, 'payment notification with a wrong signature refused');
        throw new ShopError('FORBIDDEN', SIGNATURE_INVALID);
      }
      const outcome = await applyNotification(app.db, notification);
      request.log.info(
        { code: 'payment_notification', notificationId: notification.notificationId, status: notification.status, outcome },
        'payment notification',
      );
      if (options.onPaymentStatus) {
        const payment = await paymentOf(app.db, notification.orderCode);
        if (payment) await options.onPaymentStatus(notification.orderCode, payment.status, payment.paymentId, notification.status);
      }
      // The gateway stops retrying once it reads [OK].
      return reply.type('text/plain; charset=utf-8').send('[OK]');
    });
  });
}
