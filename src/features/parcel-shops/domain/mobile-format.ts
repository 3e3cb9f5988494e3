// The small metadata the rest of the shop's forms use: lengths and prefixes, not the number's type.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { type MobileCheck, checkMobileWith } from './mobile';

/** Instant feedback in the browser; the server's check (mobile-strict.ts) also refuses landlines. */
export function checkNotificationMobileFormat(value: string | null | undefined, countryId: string, required: boolean): MobileCheck {
  return checkMobileWith({ parse: parsePhoneNumberFromString, isSupportedCountry }, value, countryId, required);
}
