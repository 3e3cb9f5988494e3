import type { ConfigValues, StoreView, StoreSettings } from '../domain';

export interface ResolvedStore {
  store: StoreView;
  settings: StoreSettings;
  config: ConfigValues;
  /**
   * The language the settings' texts are in when it is not the store's own (a BCP 47 tag: 'cy' in the UK
   * store for a shopper who chose Cymraeg), read from `store_config_translations` over the store's values;
   * absent for the store's own language.
   */
  language?: string;
}
