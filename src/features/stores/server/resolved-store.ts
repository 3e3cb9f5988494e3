import type { ConfigValues, StoreView, StoreSettings } from '../domain';

export interface ResolvedStore {
  store: StoreView;
  settings: StoreSettings;
  config: ConfigValues;
}
