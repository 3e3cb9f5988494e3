import { MOBILE_INVALID, MOBILE_REQUIRED } from './messages';

export type MobileCheck = { ok: true; e164: string | null } | { ok: false; message: string };
export type MobileShapeCheck = { ok: true } | { ok: false; message: string };

const MOBILE_CHARACTERS = /^\+?[\d\s().-]{4,24}$/;

/**
 * What can be checked of the notification mobile without libphonenumber's metadata: there when the
 * store requires it, and made of a telephone's characters. The first part of checkMobileWith.
 */
export function checkMobileShape(value: string | null | undefined, required: boolean): MobileShapeCheck {
  const text = (value ?? '').trim();
  if (text === '') return required ? { ok: false, message: MOBILE_REQUIRED } : { ok: true };
  return MOBILE_CHARACTERS.test(text) ? { ok: true } : { ok: false, message: MOBILE_INVALID };
}

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
  const shape = checkMobileShape(value, required);
  if (!shape.ok) return shape;
  const text = (value ?? '').trim();
  if (text === '') return { ok: true, e164: null };
  const country = phone.isSupportedCountry(countryId) ? (countryId as never) : undefined;
  const parsed = phone.parse(text, country);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false, message: MOBILE_INVALID };
}
