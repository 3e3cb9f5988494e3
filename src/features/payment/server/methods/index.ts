export { worldpayApm, worldpayHostedCard } from './gateway-page';
export { offlinePayment } from './offline';
export { worldpayCard } from './worldpay-card';
export { subscribePro } from './subscribe-pro';
export { worldpayWallet } from './worldpay-wallet';
