import type { RateAddress } from './shipping-types';

/** Fields of the estimate form a carrier may need, by their Magento names. */
export type EstimateField = 'country_id' | 'postcode' | 'city' | 'region';

/** Magento's labels for those fields, as the message names them. */
const ESTIMATE_FIELD_LABELS: Record<EstimateField, string> = {
  country_id: 'Country',
  postcode: 'Zip/Postal Code',
  city: 'City',
  region: 'State/Province',
};

export const FIELD_REQUIRED = 'Field {name} is required.';

function fieldRequiredMessage(field: EstimateField): string {
  return FIELD_REQUIRED.replace('{name}', ESTIMATE_FIELD_LABELS[field]);
}

/** The field a rate's 'Field {name} is required.' names, so a page can name it in its own language; null for another message. */
export function requiredFieldOf(message: string): EstimateField | null {
  return (Object.keys(ESTIMATE_FIELD_LABELS) as EstimateField[]).find((field) => fieldRequiredMessage(field) === message) ?? null;
}

/** Spec 000 §5, in the order the spec lists them (the first missing one is reported). */
const REQUIRED_BY_CARRIER: Record<string, EstimateField[]> = {
  express1: ['postcode', 'country_id', 'city'],
  express3: ['postcode', 'country_id', 'city'],
  express2: ['postcode', 'country_id'],
  tablerate: ['postcode', 'country_id', 'region'],
};
const DEFAULT_REQUIRED: EstimateField[] = ['country_id'];

/** The postal carrier needs a postcode only at home, where its price depends on the postcode area. */
export function requiredFields(carrierCode: string, originCountryId?: string, countryId?: string): EstimateField[] {
  if (carrierCode === 'postal') return originCountryId && countryId === originCountryId ? ['country_id', 'postcode'] : ['country_id'];
  return REQUIRED_BY_CARRIER[carrierCode] ?? DEFAULT_REQUIRED;
}

const given = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

function hasField(address: RateAddress, field: EstimateField): boolean {
  switch (field) {
    case 'country_id':
      return given(address.countryId);
    case 'postcode':
      return given(address.postcode);
    case 'city':
      return given(address.city);
    case 'region':
      // Region or region id: a free-text region satisfies it where the country keeps no list.
      return given(address.region) || given(address.regionCode) || (address.regionId ?? 0) > 0;
  }
}

/**
 * The 'Field {name} is required.' message for the first field the carrier needs and the address
 * lacks, or null. Shared by the browser (instant feedback) and the server (the rate's error_message).
 */
export function missingFieldMessage(carrierCode: string, address: RateAddress, originCountryId?: string): string | null {
  const missing = requiredFields(carrierCode, originCountryId, address.countryId).find((f) => !hasField(address, f));
  return missing ? fieldRequiredMessage(missing) : null;
}
