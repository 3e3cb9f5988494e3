import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../shared/web/api/client';
import { APM_TYPES, type ApmDetails, type ApmOptions, validateApm } from '../domain/apm';

export type ApmField = keyof ApmDetails;
export type ApmValues = Record<ApmField, string>;

const EMPTY: ApmValues = {
  cc_type: '',
  cc_bank: '',
  klarna_type: '',
  ach_account: '',
  ach_accountNumber: '',
  ach_routingNumber: '',
  ach_checknumber: '',
  ach_companyname: '',
  ach_emailaddress: '',
};

/** The fields each type sends (the others are left out of additional_data). */
const FIELDS_OF: Record<string, ApmField[]> = {
  [APM_TYPES.ideal]: ['cc_type', 'cc_bank'],
  [APM_TYPES.klarna]: ['cc_type', 'klarna_type'],
  [APM_TYPES.ach]: ['cc_type', 'ach_account', 'ach_accountNumber', 'ach_routingNumber', 'ach_checknumber', 'ach_companyname', 'ach_emailaddress'],
};

/** The store's APM options for the billing country (`POST /worldpay/apm/types`). */
function useApmOptions(countryId: string | null) {
  return useQuery({
    queryKey: ['worldpay', 'apm-types', countryId],
    queryFn: () => api.post<ApmOptions>('/worldpay/apm/types', { countryId }),
    enabled: !!countryId && /^[A-Za-z]{2}$/.test(countryId),
    staleTime: 5 * 60_000,
  });
}

/**
 * The alternative payment form's state: the chosen type, its block's fields, and the domain's messages
 * under each field (shown once a field is left, all of them on Pay and place order).
 */
export function useApmForm(countryId: string | null) {
  const options = useApmOptions(countryId);
  const [values, setValues] = useState<ApmValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ApmField, boolean>>>({});
  const failures = (v: ApmValues) =>
    options.data
      ? (Object.fromEntries(validateApm(v, countryId, options.data.rules).map((f) => [f.field, f.failure.message])) as Partial<Record<ApmField, string>>)
      : {};
  const all = failures(values);
  const errors = Object.fromEntries(Object.entries(all).filter(([field]) => touched[field as ApmField])) as Partial<Record<ApmField, string>>;
  // A lone type is chosen for the shopper.
  const types = options.data?.types ?? [];
  const type = values.cc_type || (types.length === 1 ? types[0].code : '');
  const current = { ...values, cc_type: type };
  return {
    options,
    values: current,
    errors,
    set(field: ApmField, value: string) {
      setValues((v) => ({ ...v, cc_type: v.cc_type || type, [field]: value }));
    },
    blur(field: ApmField) {
      setTouched((t) => ({ ...t, [field]: true }));
    },
    /** All fields checked; the additional_data to send when valid, else the first field in error. */
    collect(): { ok: true; data: ApmDetails } | { ok: false; firstInvalid: ApmField } {
      const found = failures(current);
      const fields = FIELDS_OF[type] ?? ['cc_type'];
      setTouched(Object.fromEntries(fields.map((f) => [f, true])));
      const firstInvalid = (Object.keys(found) as ApmField[])[0];
      if (firstInvalid || !options.data) return { ok: false, firstInvalid: firstInvalid ?? 'cc_type' };
      const data = Object.fromEntries(fields.filter((f) => current[f] !== '').map((f) => [f, current[f].trim()])) as ApmDetails;
      return { ok: true, data };
    },
  };
}
