import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

// Its own small file: the checkout's loader reads it ahead from the app's first script.

/** GET colissimoPickup/config: whether the store offers pickup points, and how the block behaves. */
export interface PickupConfig {
  enabled: boolean;
  open_popup_automatically: boolean;
  reset_on_other_method: boolean;
  mobile_patterns: Record<string, string>;
}

export const PICKUP_CONFIG_KEY = ['pickup-points', 'config'] as const;

export const pickupConfigQuery = queryOptions({
  queryKey: PICKUP_CONFIG_KEY,
  queryFn: () => api.get<PickupConfig>('colissimoPickup/config'),
  staleTime: 5 * 60_000,
});
