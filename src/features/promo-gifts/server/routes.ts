import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { integerField } from '../../../shared/domain/validation';
import { cartRoute } from '../../cart/server';
import { type CartRef, requireActiveCart } from '../../cart/server';
import type { ResolvedStore } from '../../stores/server';
import { GIFT_QTY_NEGATIVE } from '../domain';
import { addGifts, giftProducts, offersForCart } from './service';

const selectionSchema = z.object({
  data: z
    .array(
      z.object({
        rule_id: integerField(),
        sku: z.string().trim().min(1).max(64),
        // Only the sign is the schema's: a quantity over the gift's max is refused by the rule with its own message.
        qty: integerField({ min: 0, message: GIFT_QTY_NEGATIVE }),
      }),
    )
    .min(1)
    .max(20),
  uenc: z.string().max(2048).optional(),
});

/** The promo popup's calls: the gifts on offer, and adding the chosen ones. */
export async function promoGiftRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['promo-gifts'];

  async function answer(shop: ResolvedStore, ref: CartRef) {
    const cart = await requireActiveCart(app.db, shop.store.id, ref);
    const { rules, offers } = await offersForCart(app.db, shop, cart);
    const products = await giftProducts(app.db, shop, offers);
    const commonQty = (ruleId: number) => {
      const rule = rules.find((r) => r.id === ruleId);
      return rule?.ruleType === 0 ? rule.commonQty : null;
    };
    return {
      rules: rules.map((r) => ({ rule_id: r.id, rule_type: r.ruleType, name: r.name, common_qty: commonQty(r.id) })),
      // The popup shows each gift's name and picture: they come with the offer, as Magento's popup renders its products.
      items: offers.map((o) => ({
        rule_id: o.ruleId,
        rule_type: o.ruleType,
        sku: o.sku,
        qty: o.qty,
        available_qty: o.availableQty,
        initial_value: 0,
        old_value: o.inBasket,
        common_qty: commonQty(o.ruleId),
        name: products.get(o.sku)?.name ?? o.sku,
        image: products.get(o.sku)?.image ?? '',
      })),
    };
  }

  cartRoute(app, {
    method: 'GET',
    path: '/promo-items',
    tags,
    handler: async (request, ref) => answer(request.shop, ref),
  });

  cartRoute(app, {
    method: 'POST',
    path: '/promo-items',
    body: selectionSchema,
    tags,
    handler: async (request, ref) => {
      await addGifts(
        app.db,
        request.shop,
        ref,
        request.body.data.map((d) => ({ ruleId: d.rule_id, sku: d.sku, qty: d.qty })),
      );
      return answer(request.shop, ref);
    },
  });
}
