/** Spec 002 §9's PayU method types: PayU's own page (WebCheckout: cash vouchers, PIX, bank transfers) and a card paid through its API. */
export const PAYU_GATEWAY = 'payu_gateway';
export const PAYU_GATEWAY_CARD = 'payu_gateway_card';

/** The countries PayU Latam takes payments in (one PayU account per country). */
export const PAYU_COUNTRIES: readonly string[] = ['AR', 'BR', 'CL', 'CO', 'MX', 'PA', 'PE'];
