import type { Executor } from '../../../shared/server/db';
import { ReferenceCache } from '../../../shared/server/reference-cache';
import type { ResolvedStore } from '../../stores/server';
import type { CartRule } from '../domain';
import { loadActiveRules } from './store';

// Priced into every totals call; kept until a rule changes (a coupon's use count does not count).
const activeRules = new ReferenceCache<ResolvedStore, CartRule[]>(['cart_rules'], (shop, db) => loadActiveRules(db, shop.store.id));

export function activeCartRules(db: Executor, shop: ResolvedStore): Promise<CartRule[]> {
  return activeRules.get(shop, db);
}
