import { MOBILE_INVALID, MOBILE_REQUIRED } from './messages';

export type MobileCheck = { ok: true; e164: string | null } | { ok: false; message: string };

/** What the check needs of libphonenumber; the metadata set (strict mobile, or the small one) is the caller's. */
export interface PhoneParser {
  parse: (text: string, country?: never) => { isValid(): boolean; number: string } | undefined;
  isSupportedCountry: (country: string) => boolean;
}

/**
 * The notification mobile number: required when the store asks for it; when given it must be valid
 * for the delivery country (or carry its own +country prefix). Answers it as E.164.
 */
export function checkMobileWith(phone: PhoneParser, value: string | null | undefined, countryId: string, required: boolean): MobileCheck {
  const text = (value ?? '').trim();
  if (text === '') return required ? { ok: false, message: MOBILE_REQUIRED } : { ok: true, e164: null };
  if (!/^\+?[\d\s().-]{4,24}$/.test(text)) return { ok: false, message: MOBILE_INVALID };
  const country = phone.isSupportedCountry(countryId) ? (countryId as never) : undefined;
  const parsed = phone.parse(text, country);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, message: MOBILE_INVALID };
}
