import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';

// Its own small file: the checkout's loader reads it ahead from the app's first script.

/** GET parcel-shops/config: the store's service point settings. */
export interface ParcelShopConfig {
  enabled: boolean;
  notification_mobile_required: boolean;
  map_tiles_url: string;
}

export const parcelShopConfigQuery = queryOptions({
  queryKey: ['parcel-shops', 'config'] as const,
  queryFn: () => api.get<ParcelShopConfig>('parcel-shops/config'),
  staleTime: Infinity,
});
