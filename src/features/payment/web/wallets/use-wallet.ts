import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../../shared/web/api/client';
import { type WalletConfig, type walletPaymentDetails, walletPaymentMethods } from '../../domain/wallets/payment-request';

export type WalletPaymentDetails = NonNullable<ReturnType<typeof walletPaymentDetails>>;

/** The store's wallet (`GET /worldpay/wallets/config`): fixed for the page's store. */
export function useWalletConfig() {
  return useQuery({
    queryKey: ['worldpay', 'wallets-config'],
    queryFn: ({ signal }) => api.get<WalletConfig>('/worldpay/wallets/config', signal),
    staleTime: Infinity,
  });
}

/** Whether the page can pay with the store's wallet: asked of the browser once its config is known. */
export type WalletAvailability = 'checking' | 'available' | 'unavailable';

/**
 * The browser's word on the store's wallet: without the Payment Request API (an older or insecure page) or
 * without a wallet that can pay (`canMakePayment()` false, the method not supported), it is unavailable.
 * Asked once the store's config and the page's total are known; a later total changes nothing (a wallet
 * that can pay pays any amount).
 */
export function useWalletAvailability(config: WalletConfig | undefined, failed: boolean, details: WalletPaymentDetails | null): WalletAvailability {
  const [availability, setAvailability] = useState<WalletAvailability>('checking');
  const latestDetails = useRef(details);
  latestDetails.current = details;
  const hasDetails = details !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a known total is the trigger: the browser is asked once one is known, not again as it changes.
  useEffect(() => {
    if (failed) return setAvailability('unavailable');
    if (!config || !latestDetails.current) return;
    if (!config.enabled || typeof window.PaymentRequest !== 'function') return setAvailability('unavailable');
    let current = true;
    const answer = (available: boolean) => current && setAvailability(available ? 'available' : 'unavailable');
    try {
      const request = new PaymentRequest(walletPaymentMethods(config), latestDetails.current);
      request.canMakePayment().then(answer, () => answer(false));
    } catch {
      answer(false);
    }
    return () => {
      current = false;
    };
  }, [config, failed, hasDetails]);
  return availability;
}
