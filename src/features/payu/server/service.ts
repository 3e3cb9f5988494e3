// PayU's public surface for the app assembly: its payment methods, routes and capture retry.
export { payuCard } from './card-method';
export { payuGateway } from './gateway-method';
export { payuCaptureRetryPlugin } from './capture-retry';
export { payuRoutes, payuStoreRoutes } from './routes';
