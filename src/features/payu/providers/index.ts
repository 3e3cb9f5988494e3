import type { PayuCredentials } from './http';

export * from './port';
export { createPayuClient, type PayuCredentials } from './http';

/**
 * The sandbox merchant's credentials: the twin's, for tests (the shop's come from `PAYU_MERCHANT_ID`,
 * `PAYU_API_LOGIN`, `PAYU_API_KEY` and `PAYU_PUBLIC_KEY`, whose defaults are these).
 */
export const SANDBOX_PAYU_CREDENTIALS: PayuCredentials = {
  merchantId: '508029',
  apiLogin: 'payu-sandbox-login',
  apiKey: 'payu-sandbox-api-key',
  publicKey: 'payu-sandbox-public-key',
};
