import type { Minor } from '../../../shared/domain/money';

export const REWARD_REMOVED = 'You removed the reward points from this order.';
export const REWARD_NOT_AVAILABLE = 'You cannot use reward points for this order.';
export const REWARD_NOT_APPLIED = 'No reward points are applied to this order.';
export const REWARD_BALANCE_CHANGED = 'Your reward points balance has changed. Please review your order and try again.';

/** Spec 002 §4: offered only when the grand total is above 0 and no reward amount is applied yet. */
export function canUseReward(grandTotal: Minor, appliedRewardAmount: Minor, balancePoints: number): boolean {
  return grandTotal > 0 && appliedRewardAmount <= 0 && balancePoints > 0;
}
