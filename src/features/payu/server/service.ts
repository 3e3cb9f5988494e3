// PayU's public surface for the app assembly: its payment methods, routes and capture retry.
export { payuCard } from './card-method';
export { payuGateway } from './gateway-method';
export { payuCaptureRetryPlugin } from './capture-retry';
export { PAYU_RESULT_PARAM, PAYU_RETURN_COOKIE, payuRoutes, payuStoreRoutes, type PayuRouteOptions } from './routes';
