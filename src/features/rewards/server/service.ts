import { invalidInput } from '../../../shared/domain/errors';
import type { Database, Executor } from '../../../shared/server/db';
import { openCart, requireActiveCart, setRewardPointsUse } from '../../cart/server';
import { takeRewardPoints } from '../../customers/server';
import type { Pricing } from '../../pricing/server';
import type { ResolvedStore } from '../../stores/server';
import { REWARD_BALANCE_CHANGED, REWARD_NOT_APPLIED, REWARD_NOT_AVAILABLE, REWARD_REMOVED, canUseReward } from '../domain';

/** POST reward/mine/use-reward: only with points, a grand total above 0 and none applied yet. */
export async function useRewardPoints(db: Database, pricing: Pricing, shop: ResolvedStore, customerId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const loaded = await openCart(tx, shop, { kind: 'customer', customerId }, true);
    const { cart } = loaded;
    const quote = await pricing.quoteCart(tx, shop, loaded);
    if (!shop.settings.rewards.enabled || !canUseReward(quote.totals.grandTotal, quote.totals.rewardAmount, quote.reward.balance)) {
      throw invalidInput(REWARD_NOT_AVAILABLE);
    }
    await setRewardPointsUse(tx, cart.id, true);
  });
}

/** The configured removal URL's answer: `errors` set means the message is an error. */
export async function removeRewardPoints(db: Database, shop: ResolvedStore, customerId: number): Promise<{ errors: boolean; message: string }> {
  const cart = await requireActiveCart(db, shop.store.id, { kind: 'customer', customerId });
  if (!cart.useRewardPoints) return { errors: true, message: REWARD_NOT_APPLIED };
  await setRewardPointsUse(db, cart.id, false);
  return { errors: false, message: REWARD_REMOVED };
}

/** At order placement: the points the order uses leave the balance, or the order is refused. */
export async function spendRewardPoints(db: Executor, customerId: number, points: number): Promise<void> {
  if (points > 0 && !(await takeRewardPoints(db, customerId, points))) throw invalidInput(REWARD_BALANCE_CHANGED);
}
