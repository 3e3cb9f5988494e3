import { defineSettings } from '../../../shared/domain/settings';

/** Whether customers may spend reward points, and what one point is worth in minor units. */
export interface RewardSettings {
  enabled: boolean;
  pointValue: number;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    rewards: RewardSettings;
  }
}

export const rewardSettings = defineSettings(
  {
    'reward/general/is_enabled': '1',
    'reward/points/point_value': '1',
  },
  (get): { rewards: RewardSettings } => ({
    rewards: { enabled: get.flag('reward/general/is_enabled'), pointValue: get.int('reward/points/point_value') },
  }),
);
