import { validateTelephone } from './phone-rules';
import { validateUkMobile } from './uk-mobile-rules';
import { requiredString, withRules } from './zod';

// Kept apart from zod.ts so that forms without a telephone never load the phone-number metadata.

/** Any telephone number; national numbers are read as numbers of `defaultCountry` (ISO alpha-2). */
export function telephoneSchema(defaultCountry?: string) {
  return withRules(requiredString(), (v) => validateTelephone(v, defaultCountry));
}

function buildUkMobileSchema() {
  return withRules(requiredString(), validateUkMobile);
}
/** The UK mobile field of checkout: only +447 and 9 digits (see validateUkMobile). */
export const ukMobileSchema = /* @__PURE__ */ buildUkMobileSchema();
