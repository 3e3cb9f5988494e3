import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../../shared/web/api/client';
import { type CardField, type CardForm, type CardTypeCode, DEFAULT_PROVIDER_MESSAGES, detectCardType, validateCardForm } from '../domain';
import { type EncryptedCardPayment, encryptCardForm } from './card-encryption';
import { collectDeviceData } from './device-data';

/** Spec 002 §5: without the device-data frame's answer in 1,000 ms the payment goes on without it. */
export const DEVICE_DATA_FALLBACK_MS = 1000;

/** The device-data session of 3-D Secure (dfReferenceId), or null when the frame did not answer in time. */
async function deviceDataSession(number: string): Promise<string | null> {
  const config = await api.get<{ gatewayOrigin: string }>('/worldpay/threedsecure/config').catch(() => null);
  if (!config) return null;
  return collectDeviceData({ gatewayUrl: config.gatewayOrigin, bin: number.replace(/\D/g, '').slice(0, 8), timeoutMs: DEVICE_DATA_FALLBACK_MS });
}

export type CardFormValues = Omit<CardForm, 'type'>;
const EMPTY: CardFormValues = { number: '', cvv: '', expiryMonth: '', expiryYear: '', name: '' };
/** The fields in the order they show, for the focus on the first invalid one. */
const CARD_FIELDS: (keyof CardFormValues)[] = ['number', 'expiryMonth', 'expiryYear', 'cvv', 'name'];

/** The card types of the billing country (`POST /worldpay/payment/types`). */
function useCardTypes(countryId: string | null) {
  return useQuery({
    queryKey: ['worldpay', 'card-types', countryId ?? ''],
    queryFn: () => api.post<CardTypeCode[]>('/worldpay/payment/types', { countryId: countryId ?? 'GB' }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The card form's state and rules (spec 002 §5 "Card fields"): the type detected as the number is typed,
 * each field checked when it is left and all of them at place order, and the card encrypted with the
 * gateway's key before anything is sent. Negative numbers lose their minus sign.
 */
export function useCardForm(countryId: string | null) {
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const touched = useRef(new Set<CardField>());
  const types = useCardTypes(countryId);
  const detected = detectCardType(values.number);

  const check = (next: CardFormValues) => {
    const failures = validateCardForm(
      { ...next, type: detectCardType(next.number)?.code ?? '' },
      { countryId, today: new Date() },
      { cc: { cardTypes: types.data ?? [], countryCardTypes: {} } as never, messages: DEFAULT_PROVIDER_MESSAGES },
    );
    // The type follows the number: its failure shows on the number.
    if (!failures.number && failures.type) failures.number = failures.type;
    return Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, failure!.message])) as Partial<Record<CardField, string>>;
  };

  const set = (field: keyof CardFormValues, value: string) => {
    const cleaned = field === 'name' ? value : value.replace(/-/g, '');
    const next = { ...values, [field]: cleaned };
    setValues(next);
    if (touched.current.has(field)) setErrors((e) => ({ ...e, [field]: check(next)[field] }));
  };

  const blur = (field: keyof CardFormValues) => {
    touched.current.add(field);
    setErrors((e) => ({ ...e, [field]: check(values)[field] }));
  };

  /** Checks every field; the encrypted card when valid, else null (the first invalid field named). */
  const collect = async (): Promise<{ ok: true; card: EncryptedCardPayment } | { ok: false; firstInvalid: keyof CardFormValues }> => {
    const failures = check(values);
    for (const field of CARD_FIELDS) touched.current.add(field);
    setErrors(failures);
    const firstInvalid = CARD_FIELDS.find((field) => failures[field]);
    if (firstInvalid) return { ok: false, firstInvalid };
    const [card, session] = await Promise.all([encryptCardForm({ ...values, type: detected?.code ?? '' }), deviceDataSession(values.number)]);
    return { ok: true, card: session ? { ...card, dfReferenceId: session } : card };
  };

  return { values, errors, detected, set, blur, collect };
}
