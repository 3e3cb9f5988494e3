import { storeToday, systemClock } from '../../../shared/domain/clock';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import { type CartLine, type CartRef, type CartRow, addGiftLine, loadLines, markCartChanged, requireActiveCart } from '../../cart/server';
import { type CatalogProduct, catalogueOf, findSellableProduct } from '../../catalog/server';
import type { ResolvedStore } from '../../stores/server';
import { GIFT_NONE_CHOSEN, GIFT_NOT_AVAILABLE, type GiftOffer, type GiftRule, checkGiftSelection, giftOffers, qualifies } from '../domain';
import { loadGiftRules } from './store';

// Read by every offers and order call; kept until a gift rule changes.
const activeGiftRules = new ReferenceCache<ResolvedStore, GiftRule[]>(['gift_rules'], (shop, db) => loadGiftRules(db, shop.store.id));

function basket(lines: CartLine[]) {
  return lines.map((l) => ({
    sku: l.sku,
    category: l.category,
    qty: l.qty,
    unitPrice: l.unitPrice,
    isSubscription: l.isSubscription,
    giftRuleId: l.giftRuleId,
  }));
}

function context(shop: ResolvedStore, cart: CartRow) {
  return { today: storeToday(systemClock, shop.settings.timeZone), customerKind: cart.customerId ? ('customer' as const) : ('guest' as const) };
}

/** The gifts the basket qualifies for now, with what is already taken. */
export async function offersForCart(db: Executor, shop: ResolvedStore, cart: CartRow): Promise<{ rules: GiftRule[]; offers: GiftOffer[] }> {
  const lines = basket(await loadLines(db, shop, cart));
  const rules = (await activeGiftRules.get(shop, db)).filter((r) => qualifies(r, lines, context(shop, cart)));
  return { rules, offers: rules.flatMap((r) => giftOffers(r, lines)) };
}

/** The catalogue's products behind the offers (a gift no longer sold here is left out). */
export async function giftProducts(db: Executor, shop: ResolvedStore, offers: GiftOffer[]): Promise<Map<string, CatalogProduct>> {
  const catalogue = await catalogueOf(db, shop);
  const products = new Map<string, CatalogProduct>();
  for (const offer of offers) {
    const product = catalogue.bySku.get(offer.sku);
    if (product) products.set(offer.sku, product);
  }
  return products;
}

/** Adds chosen gifts (the promo popup's form): at least one, each offered, within the rule's quantities. */
export async function addGifts(db: Database, shop: ResolvedStore, ref: CartRef, selection: { ruleId: number; sku: string; qty: number }[]): Promise<void> {
  // The popup's add button needs a gift ticked with a quantity (spec 002 §4): the same holds here.
  if (selection.every((s) => s.qty === 0)) throw invalidInput(GIFT_NONE_CHOSEN);
  await db.transaction(async (tx) => {
    const cart = await requireActiveCart(tx, shop.store.id, ref, true);
    const { rules } = await offersForCart(tx, shop, cart);
    const lines = basket(await loadLines(tx, shop, cart));
    for (const ruleId of new Set(selection.map((s) => s.ruleId))) {
      const chosen = selection.filter((s) => s.ruleId === ruleId && s.qty > 0);
      const rule = rules.find((r) => r.id === ruleId);
      if (!rule) throw new ShopError('NOT_FOUND', GIFT_NOT_AVAILABLE, [chosen[0]?.sku ?? String(ruleId)]);
      const check = checkGiftSelection(rule, lines, chosen);
      if (!check.ok) throw invalidInput(check.message, check.parameters);
      for (const item of chosen) {
        const product = await findSellableProduct(tx, shop, item.sku);
        if (!product || product.qty < item.qty) throw invalidInput(GIFT_NOT_AVAILABLE, [item.sku]);
        await addGiftLine(tx, cart.id, product.id, rule.id, item.qty);
      }
    }
    await markCartChanged(tx, cart.id);
  });
}

/** At order placement: every free line must still be earned by the basket, within its rule's limits. */
export async function checkGiftLines(db: Executor, shop: ResolvedStore, cart: CartRow, lines: CartLine[]): Promise<void> {
  const gifts = lines.filter((l) => l.giftRuleId > 0);
  if (gifts.length === 0) return;
  const rules = await activeGiftRules.get(shop, db);
  const all = basket(lines);
  for (const ruleId of new Set(gifts.map((g) => g.giftRuleId))) {
    const rule = rules.find((r) => r.id === ruleId);
    const mine = gifts.filter((g) => g.giftRuleId === ruleId);
    const withoutThem = all.filter((l) => l.giftRuleId !== ruleId);
    const ok =
      rule &&
      qualifies(rule, all, context(shop, cart)) &&
      checkGiftSelection(
        rule,
        withoutThem,
        mine.map((g) => ({ sku: g.sku, qty: g.qty })),
      ).ok;
    if (!ok) throw invalidInput(GIFT_NOT_AVAILABLE, [mine[0].sku]);
  }
}
