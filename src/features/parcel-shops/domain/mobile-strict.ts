// The mobile metadata: a number is valid only when it is a mobile number of its country. It is large,
// so only the server (and the place-order rule) use it; the browser checks the format (mobile-format.ts).
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { type MobileCheck, checkMobileWith } from './mobile';

export function checkNotificationMobile(value: string | null | undefined, countryId: string, required: boolean): MobileCheck {
  return checkMobileWith({ parse: parsePhoneNumberFromString, isSupportedCountry }, value, countryId, required);
}
