import { isWalletNetwork, type WalletNetwork, type WalletPayment } from './wallet-payment';

/**
 * The Payment Request the page makes for a wallet, and how it reads the wallet's answer. The method data
 * and the answer take Google Pay's shapes (PaymentDataRequest and PaymentData, API version 2), which the
 * gateway's sandbox wallet speaks too: the page changes nothing but the method's identifier to talk to
 * another wallet of that kind.
 */

/** What the store tells the page about its wallets (`GET /worldpay/wallets/config`). */
export interface WalletConfig {
  enabled: boolean;
  /** The wallet's payment method identifier (a URL), e.g. the gateway's sandbox wallet or `https://google.com/pay`. */
  supportedMethods: string;
  merchantName: string;
  networks: WalletNetwork[];
}

/** The gateway the wallet makes its token for (Google Pay's `tokenizationSpecification.parameters.gateway`). */
const WALLET_TOKEN_GATEWAY = 'worldpay';

/** The label of the total in the wallet's sheet. */
const WALLET_TOTAL_LABEL = 'Order total';

/** `new PaymentRequest(methods, …)`'s first argument. */
export function walletPaymentMethods(config: Pick<WalletConfig, 'supportedMethods' | 'merchantName' | 'networks'>) {
  return [
    {
      supportedMethods: config.supportedMethods,
      data: {
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantName: config.merchantName },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: [...config.networks] },
            tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: WALLET_TOKEN_GATEWAY } },
          },
        ],
      },
    },
  ];
}

/**
 * `new PaymentRequest(…, details)`: the basket's grand total as the page shows it, in the store's currency
 * and its number of decimals (the server charges its own total, and the gateway refuses a token made for
 * another amount). Null when there is nothing to pay.
 */
export function walletPaymentDetails(grandTotal: number, currency: string, precision: number) {
  if (!Number.isFinite(grandTotal) || grandTotal <= 0 || !/^[A-Z]{3}$/.test(currency)) return null;
  return { total: { label: WALLET_TOTAL_LABEL, amount: { currency, value: grandTotal.toFixed(precision) } } };
}

/** The wallet's answer (`PaymentResponse.details`, Google Pay's PaymentData): its token and its card's network and last four digits, or null. */
export function readWalletAnswer(details: unknown): WalletPayment | null {
  const method = (details as { paymentMethodData?: unknown } | null)?.paymentMethodData as
    | { type?: unknown; info?: { cardNetwork?: unknown; cardDetails?: unknown }; tokenizationData?: { type?: unknown; token?: unknown } }
    | undefined;
  if (method?.type !== 'CARD' || method.tokenizationData?.type !== 'PAYMENT_GATEWAY') return null;
  const token = method.tokenizationData.token;
  const network = typeof method.info?.cardNetwork === 'string' ? method.info.cardNetwork.toUpperCase() : null;
  const last4 = method.info?.cardDetails;
  if (typeof token !== 'string' || !isWalletNetwork(network) || typeof last4 !== 'string') return null;
  return { token, network, last4 };
}
