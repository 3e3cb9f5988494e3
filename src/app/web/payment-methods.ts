import { lazy } from 'react';
import { webPaymentMethodRegistry } from '../../features/payment/web/method-plugin';
import { CONTINUE_TO_PAYPAL, LOADING_AGREEMENTS, LOADING_EXPRESS, PAYPAL_BILLING_AGREEMENT, PAYPAL_EXPRESS } from '../../features/paypal/domain';

/**
 * The payment methods' browser halves, one line each: the payment step finds the chosen method's block
 * here and never names one. Methods with nothing to show (free, cash on delivery) need no line. Each
 * block is its own chunk, loaded only when its method is chosen.
 */
export const webPaymentMethods = webPaymentMethodRegistry([
  { matches: (code) => code === PAYPAL_EXPRESS, Block: lazy(() => import('../../features/paypal/web/express-block')), loadingText: LOADING_EXPRESS, placeOrderLabel: CONTINUE_TO_PAYPAL },
  { matches: (code) => code === PAYPAL_BILLING_AGREEMENT, Block: lazy(() => import('../../features/paypal/web/agreement-block')), loadingText: LOADING_AGREEMENTS },
]);
