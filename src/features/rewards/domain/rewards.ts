import type { Minor } from '../../../shared/domain/money';

export const REWARD_APPLIED = 'Your reward point was successfully applied';
export const REWARD_REMOVED = 'You removed the reward points from this order.';
export const REWARD_NOT_AVAILABLE = 'You cannot use reward points for this order.';
export const REWARD_NOT_APPLIED = 'No reward points are applied to this order.';
export const REWARD_BALANCE_CHANGED = 'Your reward points balance has changed. Please review your order and try again.';

export interface RewardUse {
  points: number;
  amount: Minor;
}

/**
 * Points pay for as much of the order as they can, never more than the order costs. `pointValue` is
 * what one point is worth in minor units.
 */
export function rewardDeduction(balancePoints: number, pointValue: Minor, payable: Minor): RewardUse {
  if (balancePoints <= 0 || pointValue <= 0 || payable <= 0) return { points: 0, amount: 0 };
  const points = Math.min(balancePoints, Math.ceil(payable / pointValue));
  return { points, amount: Math.min(payable, points * pointValue) };
}

/** Spec 002 §4: offered only when the grand total is above 0 and no reward amount is applied yet. */
export function canUseReward(grandTotal: Minor, appliedRewardAmount: Minor, balancePoints: number): boolean {
  return grandTotal > 0 && appliedRewardAmount <= 0 && balancePoints > 0;
}
