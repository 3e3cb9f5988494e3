import type { Minor } from '../../../shared/domain/money';
import type { ShippingRate } from './shipping-types';

export interface RateLabels {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  tooltip?: string;
}

/** An offered rate; a misconfigured negative price is never charged as a credit. */
export function offeredRate(labels: RateLabels, amount: Minor): ShippingRate {
  return { ...titles(labels), amount: Math.max(0, Math.round(amount)), available: true, errorMessage: '' };
}

/** A rate the shopper cannot choose yet, saying why (spec 000 §4: the page shows error_message). */
export function unavailableRate(labels: RateLabels, errorMessage: string): ShippingRate {
  return { ...titles(labels), amount: 0, available: false, errorMessage };
}

function titles(labels: RateLabels) {
  return {
    carrierCode: labels.carrierCode,
    methodCode: labels.methodCode,
    carrierTitle: labels.carrierTitle,
    methodTitle: labels.methodTitle,
    tooltipMessage: labels.tooltip ?? '',
  };
}
