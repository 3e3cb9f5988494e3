import { splitTax, taxRulesFor } from '../../stores/domain';
import { toDecimal } from '../../../shared/domain/money';
import type { ResolvedStore } from '../../stores/server';
import type { ShippingRate } from '../domain';
import type { ShippingMethodResponse } from './responses';

export function rateDto(rate: ShippingRate, shop: ResolvedStore, countryId?: string | null): ShippingMethodResponse {
  const parts = splitTax(rate.amount, taxRulesFor(shop.store, shop.settings, countryId));
  const shown = shop.settings.taxDisplay === 'excluding' ? parts.net : parts.gross;
  return {
    carrier_code: rate.carrierCode,
    method_code: rate.methodCode,
    carrier_title: rate.carrierTitle,
    method_title: rate.methodTitle,
    amount: toDecimal(shown),
    base_amount: toDecimal(shown),
    available: rate.available,
    error_message: rate.errorMessage,
    price_excl_tax: toDecimal(parts.net),
    price_incl_tax: toDecimal(parts.gross),
    extension_attributes: { tooltip_message: rate.tooltipMessage },
  };
}
