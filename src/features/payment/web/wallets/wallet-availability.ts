import { api } from '../../../../shared/web/api/client';
import { type WalletConfig, walletPaymentMethods } from '../../domain/wallets/payment-request';

/** A total for asking the browser only: `canMakePayment()` answers for the method, whatever the amount. */
const PROBE_DETAILS = { total: { label: 'Order total', amount: { currency: 'GBP', value: '0.00' } } };

/**
 * Whether this browser can pay with the store's wallet: the store offers one, the page has the Payment
 * Request API (Firefox has none) and the browser holds a wallet for the method that can pay.
 */
export async function walletUsableHere(): Promise<boolean> {
  if (typeof window.PaymentRequest !== 'function') return false;
  try {
    const config = await api.get<WalletConfig>('/worldpay/wallets/config');
    if (!config.enabled) return false;
    return await new PaymentRequest(walletPaymentMethods(config), PROBE_DETAILS).canMakePayment();
  } catch {
    return false;
  }
}
