import type { FastifyInstance } from 'fastify';
import { integerField } from '../../../shared/domain/validation';
import { cartRoute } from '../../cart/server';
import { giftMessageBodySchema, giftMessageFromInput, type GiftMessageRecord } from '../domain';
import { getCartGiftMessage, getItemGiftMessage, saveCartGiftMessage, saveItemGiftMessage } from './service';

const itemIdParam = { itemId: integerField() };

/**
 * The answer of a GET: the message as `{recipient, sender, message}`, or JSON `null` when there is
 * none. Magento's GiftMessage repositories return null there too (which its REST layer sends as an
 * empty body); an explicit `null` is what a JSON client can parse, and a 404 would be wrong, since the
 * cart or line exists and simply has no message. An unknown cart or line is a 404 ("No such entity").
 */
function giftMessageDto(record: GiftMessageRecord | null) {
  return record ? { recipient: record.recipient, sender: record.sender, message: record.message } : null;
}

/**
 * Gift messages per order and per item (spec 000 §3, §4, §7), Magento's paths:
 * GET/POST {cart}/gift-message and {cart}/gift-message/{itemId}, where {cart} is `carts/mine` or
 * `guest-carts/{cartId}`. POST answers `true`; a submission with all three texts empty deletes the message.
 */
export async function giftMessageRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['gift-messages'];

  cartRoute(app, {
    method: 'GET',
    path: '/gift-message',
    tags,
    handler: async (request, ref) => giftMessageDto(await getCartGiftMessage(app.db, request.shop.store.id, ref)),
  });

  cartRoute(app, {
    method: 'POST',
    path: '/gift-message',
    body: giftMessageBodySchema,
    tags,
    handler: async (request, ref) => {
      await saveCartGiftMessage(app.db, request.shop.store.id, ref, giftMessageFromInput(request.body.gift_message));
      return true;
    },
  });

  cartRoute(app, {
    method: 'GET',
    path: '/gift-message/:itemId',
    params: itemIdParam,
    tags,
    handler: async (request, ref) => giftMessageDto(await getItemGiftMessage(app.db, request.shop.store.id, ref, request.params.itemId)),
  });

  cartRoute(app, {
    method: 'POST',
    path: '/gift-message/:itemId',
    params: itemIdParam,
    body: giftMessageBodySchema,
    tags,
    handler: async (request, ref) => {
      await saveItemGiftMessage(app.db, request.shop.store.id, ref, request.params.itemId, giftMessageFromInput(request.body.gift_message));
      return true;
    },
  });
}
