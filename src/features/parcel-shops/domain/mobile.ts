// The mobile metadata: a number is valid only when it is a mobile number of its country.
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { MOBILE_INVALID, MOBILE_REQUIRED } from './messages';

export type MobileCheck = { ok: true; e164: string | null } | { ok: false; message: string };

/**
 * The notification mobile number: required when the store asks for it; when given it must be a
 * mobile number of the delivery country (or carry its own +country prefix). Answers it as E.164.
 */
export function checkNotificationMobile(value: string | null | undefined, countryId: string, required: boolean): MobileCheck {
  const text = (value ?? '').trim();
  if (text === '') return required ? { ok: false, message: MOBILE_REQUIRED } : { ok: true, e164: null };
  if (!/^\+?[\d\s().-]{4,24}$/.test(text)) return { ok: false, message: MOBILE_INVALID };
  const country = isSupportedCountry(countryId) ? (countryId as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, message: MOBILE_INVALID };
}
