import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyModule } from '../../../shared/web/lazy-module';
import type { TelephoneRule } from '../domain/telephone';
import { ukAddressTelephoneFailure, usesUkMobileRule } from '../domain/uk-telephone';

// A telephone outside the UK is checked with libphonenumber, whose code and metadata (about 120 KB) a UK
// checkout never needs: they are fetched when the form shows such a country, and its checks wait for them.
const telephoneRules = lazyModule(() => import('../domain/telephone'));

const needsLibphonenumber = (countryId: string | null | undefined): countryId is string => Boolean(countryId) && !usesUkMobileRule(countryId);

/** Starts fetching what a telephone of `countryId` is checked with, when the UK mobile rule is not enough. */
export function prepareTelephoneRule(countryId: string | null | undefined): void {
  if (needsLibphonenumber(countryId)) void telephoneRules.load();
}

/**
 * The form's telephone rule: the domain's, once it is here. Until then a number outside the UK is not
 * checked in the browser; the form's resolver (withTelephoneRules) waits for it, so only a failed download
 * leaves the check to the server, which makes it anyway.
 */
export const formTelephoneRule: TelephoneRule = (telephone, countryId) => {
  if (!telephone) return null;
  if (!needsLibphonenumber(countryId)) return ukAddressTelephoneFailure(telephone);
  return telephoneRules.loaded()?.addressTelephoneFailure(telephone, countryId) ?? null;
};

/** A form's resolver that, for an address outside the UK, first waits for the telephone rules. */
export function withTelephoneRules<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  countryOf: (values: TValues) => string | null | undefined,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    if (needsLibphonenumber(countryOf(values))) await telephoneRules.load();
    return resolver(values, context, options);
  };
}
