import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCart } from '../../cart/server/service';
import { cartRoute } from '../../cart/server/cart-route';
import { addressDto } from '../../../shared/domain/address';
import { fullAddressSchema, paymentInformationBodySchema } from '../domain';
import type { Quote } from '../../pricing/server/service';
import { quoteCart } from '../../pricing/server/service';
import { quoteTotalsDto } from '../../pricing/server/service';
import type { ResolvedStore } from '../../stores/server/service';
import { sendJsonString } from '../../../shared/server/json-string';
import { placeOrder } from './place-order';
import { saveShippingInformation, setPaymentInformation } from './service';

const shippingInformationBodySchema = z.object({
  addressInformation: z.object({
    shipping_address: fullAddressSchema,
    billing_address: fullAddressSchema.optional(),
    shipping_carrier_code: z.string().trim().min(1).max(64),
    shipping_method_code: z.string().trim().min(1).max(64),
    extension_attributes: z.record(z.string().max(64), z.unknown()).optional(),
  }),
});

/** Magento's payment-details answer: the methods on offer and the recomputed totals. */
function paymentDetails(quote: Quote, shop: ResolvedStore) {
  return {
    payment_methods: quote.paymentMethods,
    totals: quoteTotalsDto(quote, shop.settings),
    extension_attributes: {
      selected_payment_method: quote.cart.paymentMethod,
      shipping_address: addressDto(quote.cart.shippingAddress),
      billing_address: addressDto(quote.cart.billingAddress),
      email: quote.cart.email,
    },
  };
}

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['checkout'];

  cartRoute(app, {
    method: 'POST',
    path: '/shipping-information',
    body: shippingInformationBodySchema,
    tags,
    handler: async (request, ref) => {
      const info = request.body.addressInformation;
      const quote = await saveShippingInformation(app.db, request.shop, ref, {
        shippingAddress: info.shipping_address,
        billingAddress: info.billing_address,
        carrierCode: info.shipping_carrier_code,
        methodCode: info.shipping_method_code,
      });
      return paymentDetails(quote, request.shop);
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/payment-information',
    tags,
    handler: async (request, ref) => {
      return paymentDetails(await quoteCart(app.db, request.shop, await openCart(app.db, request.shop, ref)), request.shop);
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/set-payment-information',
    body: paymentInformationBodySchema,
    tags,
    handler: async (request, ref) => {
      await setPaymentInformation(app.db, request.shop, ref, request.body);
      return true;
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: '/set-payment-information-and-get-totals',
    body: paymentInformationBodySchema,
    tags,
    handler: async (request, ref) => {
      const quote = await setPaymentInformation(app.db, request.shop, ref, request.body);
      return quoteTotalsDto(quote, request.shop.settings);
    },
  });

  /** Places the order; answers with the order's entity id as Magento does (a JSON string). */
  cartRoute(app, {
    method: 'POST',
    path: '/payment-information',
    body: paymentInformationBodySchema,
    tags,
    handler: async (request, ref, reply) => sendJsonString(reply, String((await placeOrder(app.db, request.shop, ref, request.body)).id)),
  });
}
