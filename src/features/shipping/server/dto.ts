import { taxDestinationOf } from '../../directory/domain';
import { splitTax, taxRulesFor } from '../../stores/domain';
import { toDecimal } from '../../../shared/domain/money';
import type { ResolvedStore } from '../../stores/server';
import type { RateAddress, ShippingRate } from '../domain';
import type { ShippingMethodResponse } from './responses';

/** A rate as Magento answers it, with the tax of the address it goes to (its country and, for a US state, its region). */
export function rateDto(rate: ShippingRate, shop: ResolvedStore, address: RateAddress): ShippingMethodResponse {
  const parts = splitTax(rate.amount, taxRulesFor(shop.store, shop.settings, taxDestinationOf(address)));
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
