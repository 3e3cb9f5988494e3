import { lazy } from 'react';
import type { WebPaymentMethod } from '../../payment/web/method-plugin';
import { PAYU_GATEWAY, PAYU_GATEWAY_CARD } from '../domain/method-codes';

/** PayU's two methods in the browser: their blocks load only once chosen. */
export const payuWebMethods: readonly WebPaymentMethod[] = [
  {
    matches: (code) => code === PAYU_GATEWAY,
    Block: lazy(() => import('./payu-page-block')),
    loadingText: 'Loading PayU’s payment options…',
    // Spec 002 §2: a payment on the provider's page places the order with 'Pay and place order'.
    placeOrderLabel: 'Pay and place order',
  },
  {
    matches: (code) => code === PAYU_GATEWAY_CARD,
    Block: lazy(() => import('./payu-card-block')),
    loadingText: 'Loading the card form…',
  },
];
