import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noSuchEntity } from '../../../shared/domain/errors';
import { optionalIdField } from '../../../shared/domain/validation';
import { type LoadedCart, cartAnswer, findActiveCart, loadLines } from '../../cart/server';
import { sendJsonText } from '../../../shared/server/json-string';
import { cartRoute } from '../../cart/server';
import { requireCustomer } from '../../customers/server';
import type { ResolvedStore } from '../../stores/server';
import { cartConditionFacts } from './service';
import { quoteTotalsDto } from './totals-dto';
import { totalsResponse } from './responses';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  cartRoute(app, {
    method: 'GET',
    path: '/totals',
    response: totalsResponse,
    tags: ['totals'],
    handler: async (request, ref, reply) => {
      const totals = await cartAnswer(
        app.db,
        request.shop,
        ref,
        'totals',
        async (loaded) => quoteTotalsDto(await app.pricing.quoteCart(app.db, request.shop, loaded), request.shop.settings),
        {
          response: totalsResponse,
          writers: app.responseWriters,
        },
      );
      return sendJsonText(reply, totals);
    },
  });

  /**
   * Totals for an address and delivery method the shopper is looking at, without saving either
   * (spec 000 §7: the basket's estimate and checkout's recollection).
   */
  cartRoute(app, {
    method: 'POST',
    path: '/totals-information',
    body: totalsInformationBodySchema,
    response: totalsResponse,
    tags: ['totals'],
    handler: async (request, ref, reply) => {
      const call = `totals-information ${JSON.stringify(request.body)}`;
      return sendJsonText(
        reply,
        await cartAnswer(app.db, request.shop, ref, call, (loaded) => previewTotals(app, request.shop, loaded, request.body), {
          response: totalsResponse,
          writers: app.responseWriters,
        }),
      );
    },
  });

  /**
   * The negotiable-quote variant (spec 000 §7, 002 §calls). The shop has no B2B negotiable quotes,
   * so the only quote a customer can negotiate is their own cart: `quoteId` must be the id of the
   * customer's active cart in this store (the `id` of `GET carts/mine`); any other id is Magento's
   * no-such-entity 404, and a guest is asked to log in (401).
   */
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/negotiable-carts/:quoteId/totals-information',
    schema: {
      tags: ['totals'],
      params: z.object({ storeCode: z.string(), quoteId: z.string().max(64) }),
      body: totalsInformationBodySchema,
      response: { 200: totalsResponse },
    },
    handler: async (request) => {
      const customerId = await requireCustomer(request);
      const { quoteId } = request.params;
      const cart = await findActiveCart(app.db, request.shop.store.id, { kind: 'customer', customerId });
      if (!cart || !/^[1-9][0-9]*$/.test(quoteId) || cart.id !== Number(quoteId)) throw noSuchEntity('cartId', quoteId);
      return previewTotals(app, request.shop, { cart, lines: await loadLines(app.db, request.shop, cart) }, request.body);
    },
  });
}

async function previewTotals(app: FastifyInstance, shop: ResolvedStore, { cart, lines }: LoadedCart, body: TotalsInformationBody) {
  const { address, shipping_carrier_code, shipping_method_code } = body.addressInformation;
  const countryId = address.countryId ?? address.country_id ?? '';
  // The estimate's own fields decide the rate; the saved address fills in only within the same country.
  const saved = cart.shippingAddress?.countryId === countryId ? cart.shippingAddress : null;
  const advanced = address.extension_attributes?.advanced_conditions;
  const city = advanced?.city ?? address.city ?? saved?.city ?? '';
  const street = advanced?.shipping_address_line ?? address.street ?? saved?.street ?? [];
  const preview = {
    ...cart,
    shippingAddress: {
      ...(saved ?? EMPTY_ADDRESS),
      countryId,
      postcode: address.postcode ?? saved?.postcode ?? null,
      city,
      street,
      region: address.region ?? saved?.region ?? null,
      regionId: address.regionId ?? saved?.regionId ?? null,
    },
    shippingCarrierCode: shipping_carrier_code ?? null,
    shippingMethodCode: shipping_method_code ?? null,
  };
  // Spec 002 §7 advanced_conditions: the cart rules' conditions on the payment method, the delivery city
  // and street and the billing country see what the shopper has entered but not yet saved. The currency
  // is always the store's (the server prices in it); custom_attributes name customer attributes, of which
  // this shop has none, so no rule can look at them.
  const facts = {
    ...cartConditionFacts(shop, preview),
    ...(advanced?.payment_method !== undefined && { paymentMethod: advanced.payment_method }),
    ...(advanced?.billing_address_country !== undefined && { billingCountry: advanced.billing_address_country }),
  };
  const quote = await app.pricing.quoteCart(app.db, shop, { cart: preview, lines }, cart.paymentMethod, facts);
  return quoteTotalsDto(quote, shop.settings);
}

const EMPTY_ADDRESS = { firstname: '', lastname: '', street: [], city: '', telephone: '', countryId: '' };

const streetSchema = z.union([
  z
    .string()
    .max(255)
    .transform((line) => [line]),
  z.array(z.string().max(255)).max(4),
]);

/** Magento's advanced conditions (Amasty Conditions) of a totals estimate; empty values say "none". */
const advancedConditionsSchema = z.object({
  custom_attributes: z.union([z.array(z.unknown()).max(50), z.record(z.string().max(64), z.unknown())]).nullish(),
  payment_method: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  city: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => v ?? undefined),
  shipping_address_line: streetSchema.nullish().transform((v) => v ?? undefined),
  billing_address_country: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'Invalid country code')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.toUpperCase() || null)),
  currency: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{3})?$/, 'Invalid currency code')
    .nullish(),
});

const totalsInformationBodySchema = z.object({
  addressInformation: z.object({
    address: z
      .object({
        countryId: z.string().trim().length(2).toUpperCase().optional(),
        country_id: z.string().trim().length(2).toUpperCase().optional(),
        region: z.string().max(255).nullish(),
        regionId: optionalIdField(),
        postcode: z.string().max(20).nullish(),
        city: z.string().max(255).nullish(),
        street: streetSchema.optional(),
        extension_attributes: z
          .record(z.string().max(64), z.unknown())
          .pipe(z.object({ advanced_conditions: advancedConditionsSchema.optional() }))
          .optional(),
      })
      .refine((a) => a.countryId || a.country_id, { message: 'This is a required field.', path: ['countryId'] }),
    shipping_method_code: z.string().max(64).nullish(),
    shipping_carrier_code: z.string().max(64).nullish(),
  }),
});

type TotalsInformationBody = z.infer<typeof totalsInformationBodySchema>;
