import { defineSettings } from '../../../shared/domain/settings';

export interface GiftRegistrySettings {
  /** The checkout offers 'To a gift registry' and the registry search answers only where this is on. */
  enabled: boolean;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    giftRegistry: GiftRegistrySettings;
  }
}

/** Gift registries at checkout (`giftregistry/general/enabled`); off by default, on in the UK store. */
export const giftRegistrySettings = defineSettings({ 'giftregistry/general/enabled': '0' }, (get): { giftRegistry: GiftRegistrySettings } => ({
  giftRegistry: { enabled: get.flag('giftregistry/general/enabled') },
}));
