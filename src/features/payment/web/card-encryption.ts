import { api } from '../../../shared/web/api/client';
import { type CardForm, cardDigits, detectCardType, encryptCard, type GatewayPublicKey } from '../domain';

/** What a card payment sends to the shop: the encrypted blob, the last four digits and the type, never the number or CVV. */
export interface EncryptedCardPayment {
  cc_type: string;
  cc_name: string;
  cse_enabled: true;
  encryptedData: string;
  /** Masked to the last four digits (spec 002 §3). */
  cc_number: string;
  cc_exp_month: '';
  cc_exp_year: '';
  cc_cid: '';
  /** The 3-D Secure device-data session, when the gateway's frame answered. */
  dfReferenceId?: string;
}

let key: Promise<GatewayPublicKey> | undefined;

/** The gateway's key, fetched once through the shop. */
function gatewayKey(): Promise<GatewayPublicKey> {
  key ??= api.get<GatewayPublicKey>('/worldpay/cse/public-key').catch((error) => {
    key = undefined;
    throw error;
  });
  return key;
}

/** Encrypts a validated card form in the browser; the result carries nothing the shop may not keep. */
export async function encryptCardForm(form: CardForm, publicKey?: GatewayPublicKey): Promise<EncryptedCardPayment> {
  const digits = cardDigits(form.number) ?? '';
  const encryptedData = await encryptCard(publicKey ?? (await gatewayKey()), {
    number: digits,
    cvc: form.cvv.trim(),
    expiryMonth: form.expiryMonth.trim().padStart(2, '0'),
    expiryYear: form.expiryYear.trim(),
    cardholderName: form.name.trim(),
  });
  return {
    cc_type: detectCardType(digits)?.code ?? form.type,
    cc_name: form.name.trim(),
    cse_enabled: true,
    encryptedData,
    cc_number: `XXXX-${digits.slice(-4)}`,
    cc_exp_month: '',
    cc_exp_year: '',
    cc_cid: '',
  };
}
