import type { SettingsGetter } from '../../../../shared/domain/settings';
import { isWalletNetwork, type WalletNetwork } from './wallet-payment';

/** The store's wallet settings (`payment/worldpay_wallets/*`), defaults first: off until a store switches them on. */
export const WALLET_SETTINGS_DEFAULTS = {
  'payment/worldpay_wallets/active': '0',
  'payment/worldpay_wallets/title': 'Apple Pay / Google Pay',
  /** The card networks taken from a wallet (comma-separated, as wallets name them). */
  'payment/worldpay_wallets/networks': 'VISA,MASTERCARD,AMEX',
} as const;

type WalletPath = keyof typeof WALLET_SETTINGS_DEFAULTS;

export interface WalletSettings {
  enabled: boolean;
  title: string;
  networks: WalletNetwork[];
}

export function readWalletSettings(get: SettingsGetter<WalletPath>): WalletSettings {
  return {
    enabled: get.flag('payment/worldpay_wallets/active'),
    title: get.text('payment/worldpay_wallets/title'),
    networks: get
      .text('payment/worldpay_wallets/networks')
      .split(',')
      .map((network) => network.trim().toUpperCase())
      .filter(isWalletNetwork),
  };
}
