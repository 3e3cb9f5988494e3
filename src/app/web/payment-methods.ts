import { lazy } from 'react';
import { PAY_AND_PLACE_ORDER, PAY_WITH_WALLET, WORLDPAY_APM, WORLDPAY_CC, WORLDPAY_WALLETS } from '../../features/payment/domain';
import { webPaymentMethodRegistry } from '../../features/payment/web/method-plugin';

/**
 * The payment methods' browser halves, one line each: the payment step finds the chosen method's block
 * here and never names one. Methods with nothing to show (free, cash on delivery) need no line. Each
 * block is its own chunk, loaded only when its method is chosen.
 */
export const webPaymentMethods = webPaymentMethodRegistry([
  { matches: (code) => code === WORLDPAY_CC, Block: lazy(() => import('../../features/payment/web/card-method')), loadingText: 'Loading the card form…' },
  {
    matches: (code) => code === WORLDPAY_APM,
    Block: lazy(() => import('../../features/payment/web/apm-method')),
    loadingText: 'Loading the payment options…',
    placeOrderLabel: PAY_AND_PLACE_ORDER,
  },
  {
    matches: (code) => code === WORLDPAY_WALLETS,
    Block: lazy(() => import('../../features/payment/web/wallets/wallet-method')),
    loadingText: 'Loading the wallet…',
    placeOrderLabel: PAY_WITH_WALLET,
  },
]);
