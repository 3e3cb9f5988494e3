import { lazy } from 'react';
import { normaliseVaultMethod, SUBSCRIBE_PRO, SUBSCRIBE_PRO_VAULT, WORLDPAY_APM, WORLDPAY_CC, WORLDPAY_WALLETS } from '../../features/payment/domain';
import { webPaymentMethodRegistry } from '../../features/payment/web/method-plugin';
import { PAYPAL_BILLING_AGREEMENT, PAYPAL_EXPRESS } from '../../features/paypal/domain';
import { PAYU_GATEWAY, PAYU_GATEWAY_CARD } from '../../features/payu/domain/method-codes';

/**
 * The payment methods' browser halves, one line each: the payment step finds the chosen method's block
 * here and never names one. Methods with nothing to show (free, cash on delivery) need no line. Each
 * block is its own chunk, loaded only when its method is chosen.
 */
export const webPaymentMethods = webPaymentMethodRegistry([
  { matches: (code) => code === WORLDPAY_CC, Block: lazy(() => import('../../features/payment/web/card-method')), loadingText: 'payment.card.loadingForm' },
  {
    matches: (code) => code === SUBSCRIBE_PRO || normaliseVaultMethod(code) === SUBSCRIBE_PRO_VAULT,
    Block: lazy(() => import('../../features/payment/web/subscribe-pro-method')),
    loadingText: 'payment.card.loadingForm',
  },
  {
    matches: (code) => code === WORLDPAY_APM,
    Block: lazy(() => import('../../features/payment/web/apm-method')),
    loadingText: 'payment.apm.loading',
    placeOrderLabel: 'payment.placeOrder.payAndPlace',
  },
  {
    matches: (code) => code === PAYPAL_EXPRESS,
    Block: lazy(() => import('../../features/paypal/web/express-block')),
    loadingText: 'paypal.loadingExpress',
    placeOrderLabel: 'paypal.continue',
  },
  {
    matches: (code) => code === PAYPAL_BILLING_AGREEMENT,
    Block: lazy(() => import('../../features/paypal/web/agreement-block')),
    loadingText: 'paypal.loadingAgreements',
  },
  {
    matches: (code) => code === WORLDPAY_WALLETS,
    Block: lazy(() => import('../../features/payment/web/wallets/wallet-method')),
    loadingText: 'payment.wallet.loading',
    placeOrderLabel: 'payment.wallet.pay',
    // Offered only where the browser has a wallet that can pay (none in Firefox, none without the Payment Request API).
    usableHere: () => import('../../features/payment/web/wallets/wallet-availability').then((module) => module.walletUsableHere()),
  },
  {
    matches: (code) => code === PAYU_GATEWAY,
    Block: lazy(() => import('../../features/payu/web/payu-page-block')),
    loadingText: 'payu.loadingOptions',
    placeOrderLabel: 'payment.placeOrder.payAndPlace',
  },
  {
    matches: (code) => code === PAYU_GATEWAY_CARD,
    Block: lazy(() => import('../../features/payu/web/payu-card-block')),
    loadingText: 'payment.card.loadingForm',
  },
]);
