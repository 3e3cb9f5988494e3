import type { Minor } from '../../../shared/domain/money';

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
