import type { MethodOfferedElsewhere, PaymentContext } from '../../payment/domain';
import type { StoreSettings } from '../../stores/domain';
import { PAYU_COUNTRIES, PAYU_GATEWAY, PAYU_GATEWAY_CARD } from './method-codes';

const upper = (country: string | null) => (country ?? '').trim().toUpperCase();

/** PayU takes the order where the store has a PayU account and the order goes to one of PayU's countries. */
function payuServes(context: PaymentContext, settings: StoreSettings): boolean {
  return settings.payu.accountId !== '' && context.grandTotal > 0 && PAYU_COUNTRIES.includes(upper(context.countryId));
}

/** payu_gateway: offered where PayU's page has a method for the country. */
export const payuGatewayOffer: MethodOfferedElsewhere = {
  code: PAYU_GATEWAY,
  offer(context, settings) {
    const { gateway } = settings.payu;
    const methods = gateway.methods[upper(context.countryId)] ?? [];
    return gateway.enabled && payuServes(context, settings) && methods.length > 0 ? gateway.title : null;
  },
};

/** payu_gateway_card: offered where the store takes a card type for the country. */
export const payuCardOffer: MethodOfferedElsewhere = {
  code: PAYU_GATEWAY_CARD,
  offer(context, settings) {
    const { card } = settings.payu;
    const types = card.countryCardTypes[upper(context.countryId)] ?? [];
    return card.enabled && payuServes(context, settings) && types.length > 0 ? card.title : null;
  },
};
