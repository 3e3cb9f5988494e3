import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCart } from '../../cart/server';
import { cartRoute } from '../../cart/server';
import { addressDto } from '../../../shared/domain/address';
import { integerField } from '../../../shared/domain/validation';
import { isRegistryAddress } from '../../gift-registry/domain';
import {
  fullAddressSchema,
  PAYMENT_INFORMATION_CUSTOM_PATH,
  PAYMENT_INFORMATION_PATH,
  paymentInformationBodySchema,
  setPaymentInformationBodySchema,
} from '../domain';
import type { Quote } from '../../pricing/server';
import { quoteTotalsDto } from '../../pricing/server';
import { type ResolvedStore, shopperLocale } from '../../stores/server';
import { sendJsonString } from '../../../shared/server/json-string';
import { placeOrder } from './place-order';
import { withPlaceOrderCaptcha } from './place-order-captcha';
import { rememberApmReturn } from './apm-return-cookie';
import { saveBillingAddress, saveShippingInformation, saveShippingNote, setPaymentInformation, subscribeToNewsletter } from './service';
import { checkoutConfigDto } from '../domain/checkout-config';
import { deviceTrialConfig } from '../domain';
import { storeAgreements } from './agreements';
import { checkoutCmsBlocks } from './cms-blocks';
import { type PaymentDetailsResponse, paymentDetailsResponse } from './responses';
import { storeToday, systemClock } from '../../../shared/domain/clock';
import type { AgeVerificationAdapters } from '../../age-verification/server';

const shippingInformationBodySchema = z.object({
  addressInformation: z.object({
    shipping_address: fullAddressSchema,
    billing_address: fullAddressSchema.optional(),
    // Missing or empty: the service answers the spec's 'The shipping method is missing…'.
    shipping_carrier_code: z.string().trim().max(64).nullish(),
    shipping_method_code: z.string().trim().max(64).nullish(),
    // gift_registry_id: deliver to that gift registry's address (spec 001 §3, Magento's giftregistry).
    extension_attributes: z
      .record(z.string().max(64), z.unknown())
      .pipe(z.object({ gift_registry_id: integerField().nullish() }))
      .optional(),
  }),
});

/** Magento's payment-details answer: the methods on offer and the recomputed totals. */
function paymentDetails(quote: Quote, shop: ResolvedStore): PaymentDetailsResponse {
  return {
    payment_methods: quote.paymentMethods,
    totals: quoteTotalsDto(quote, shop.settings),
    extension_attributes: {
      selected_payment_method: quote.cart.paymentMethod,
      // A gift registry's address is the registrant's: the giver never sees it.
      shipping_address: isRegistryAddress(quote.cart.shippingAddress) ? null : addressDto(quote.cart.shippingAddress),
      billing_address: addressDto(quote.cart.billingAddress),
      email: quote.cart.email,
      shipping_note: quote.cart.shippingNote,
      shipping_carrier_code: quote.cart.shippingCarrierCode,
      shipping_method_code: quote.cart.shippingMethodCode,
      // The registry the order goes to (its address stays hidden), or null.
      gift_registry_id: quote.cart.shippingAddress?.giftRegistryId ?? null,
      // Spec 002 §3 device trial config, for this cart today.
      device_trial: deviceTrialConfig({
        active: shop.settings.basket.deviceTrialEnabled,
        checkboxEnabled: shop.settings.checkout.deviceTrial.checkboxEnabled,
        duration: shop.settings.checkout.deviceTrial.duration,
        hasProducts: quote.lines.some((line) => line.isDeviceTrial),
        today: storeToday(systemClock, shop.settings.timeZone),
        showInSummary: shop.settings.checkout.summary.deviceTrialShowInSummary,
      }),
    },
  };
}

export interface CheckoutRouteOptions {
  /** Placing an order checks the shopper's age verification (and runs the automatic check the page skipped). */
  ageVerification: AgeVerificationAdapters;
}

export async function checkoutRoutes(app: FastifyInstance, { ageVerification }: CheckoutRouteOptions): Promise<void> {
  const tags = ['checkout'];

  cartRoute(app, {
    method: 'POST',
    path: '/shipping-information',
    body: shippingInformationBodySchema,
    response: paymentDetailsResponse,
    tags,
    handler: async (request, ref) => {
      const info = request.body.addressInformation;
      const quote = await saveShippingInformation(app.db, app.pricing, request.shop, ref, {
        shippingAddress: info.shipping_address,
        billingAddress: info.billing_address,
        carrierCode: info.shipping_carrier_code ?? undefined,
        methodCode: info.shipping_method_code ?? undefined,
        giftRegistryId: info.extension_attributes?.gift_registry_id ?? undefined,
      });
      return paymentDetails(quote, request.shop);
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/billing-address',
    // Magento's body: {cartId?, address, useForShipping?}; the cart is the one in the path.
    body: z.object({ cartId: z.union([z.string().max(64), z.number()]).optional(), address: fullAddressSchema, useForShipping: z.boolean().optional() }),
    tags,
    handler: async (request, ref) => saveBillingAddress(app.db, request.shop, ref, request.body.address),
  });

  cartRoute(app, {
    method: 'PUT',
    path: '/set-shipping-notes',
    // The browser sends the quote id it holds; the cart is the one in the path.
    body: z.object({ quote: z.union([z.string().max(64), z.number()]).optional(), comment: z.string().max(10_000) }),
    tags,
    handler: async (request, ref) => {
      await saveShippingNote(app.db, request.shop, ref, request.body.comment);
      return true;
    },
  });

  /** The store's checkout settings the page needs (Magento's checkoutConfig, spec 001 §3). */
  app.get('/checkout/config', { schema: { tags } }, async (request) => {
    const locale = shopperLocale(request.shop, request);
    const [agreements, blocks] = await Promise.all([storeAgreements(app.db, request.shop, locale), checkoutCmsBlocks(app.db, request.shop, locale)]);
    return checkoutConfigDto(request.shop.settings, agreements, blocks);
  });

  /**
   * Magento's `GET V1/carts/licence` (CheckoutAgreementsRepositoryInterface::getList): the store's active
   * terms and conditions and other agreements; none while the store asks for none. In the language the
   * storefront's shopper chose (the `language` cookie) where translated; a client naming none reads the store's own.
   */
  app.get('/carts/licence', { schema: { tags, querystring: z.object({ searchCriteria: z.unknown() }).partial() } }, async (request) =>
    storeAgreements(app.db, request.shop, shopperLocale(request.shop, request)),
  );

  cartRoute(app, {
    method: 'GET',
    path: '/payment-information',
    response: paymentDetailsResponse,
    tags,
    handler: async (request, ref) => {
      return paymentDetails(await app.pricing.quoteCart(app.db, request.shop, await openCart(app.db, request.shop, ref)), request.shop);
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/set-payment-information',
    body: setPaymentInformationBodySchema,
    tags,
    handler: async (request, ref) => {
      await setPaymentInformation(app.db, app.pricing, request.shop, ref, request.body);
      return true;
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/set-payment-information-and-get-totals',
    body: setPaymentInformationBodySchema,
    tags,
    handler: async (request, ref) => {
      const quote = await setPaymentInformation(app.db, app.pricing, request.shop, ref, request.body);
      return quoteTotalsDto(quote, request.shop.settings);
    },
  });

  /**
   * Spec 002 §7 `PUT {cart}/newsletter-subscribe`: 'Sign Up for Newsletter', saved before the order is
   * placed (check 10). A guest is subscribed by the email sent or the cart's; a customer by the account's.
   */
  cartRoute(app, {
    method: 'PUT',
    path: '/newsletter-subscribe',
    body: z.object({
      cartId: z.union([z.string().max(64), z.number()]).optional(),
      email: z.string().trim().max(254).optional(),
      newsletterSubscription: z.object({ subscribe: z.boolean() }),
    }),
    tags,
    handler: async (request, ref) =>
      subscribeToNewsletter(app.db, request.shop, ref, { subscribe: request.body.newsletterSubscription.subscribe, email: request.body.email }),
  });

  /**
   * Places the order; answers with the order's entity id as Magento does (a JSON string). Spec 002 §4,
   * §7: the page calls payment-information from the final step and payment-information-custom when the
   * age-verification step comes earlier; both are the same call.
   */
  for (const path of [PAYMENT_INFORMATION_PATH, PAYMENT_INFORMATION_CUSTOM_PATH]) {
    cartRoute(app, {
      method: 'POST',
      path,
      body: paymentInformationBodySchema,
      tags,
      handler: async (request, ref, reply) => {
        const context = {
          methods: app.paymentMethods,
          pricing: app.pricing,
          gateway: app.paymentGateway,
          ageVerification,
          log: request.log,
          shopOrigin: `${request.protocol}://${request.host}`,
          attemptAbandonedAfterSeconds: app.attemptAbandonedAfterSeconds,
        };
        // Spec 002 §7: after repeated card refusals the order carries a captcha answer (X-Captcha-Id, X-Captcha).
        const order = await withPlaceOrderCaptcha(app.db, request.shop, ref, request, (onCardRefused) =>
          placeOrder(app.db, request.shop, ref, request.body, { ...context, onCardRefused }),
        );
        await rememberApmReturn(app.db, order, request, reply);
        return sendJsonString(reply, String(order.id));
      },
    });
  }
}
