import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  asksCpf,
  type CardTypeCode,
  DEFAULT_PROVIDER_MESSAGES,
  detectCardType,
  offersInstalments,
  validateCardForm,
  validateCpf,
  validateInstalment,
} from '../../payment/domain';
import { payuLatamRules } from '../domain';
import { type PayuToken, tokeniseAtPayu } from './tokenise';
import { usePayuConfig } from './use-payu-config';
import { usePayuInstalments } from './use-payu-instalments';

export type PayuCardField = 'number' | 'expiryMonth' | 'expiryYear' | 'cvv' | 'name' | 'cpf' | 'instalment';
/** The fields in the order they show, for the focus on the first invalid one. */
const PAYU_CARD_FIELDS: PayuCardField[] = ['number', 'expiryMonth', 'expiryYear', 'cvv', 'name', 'cpf', 'instalment'];
type Values = Record<PayuCardField, string>;
const EMPTY: Values = { number: '', expiryMonth: '', expiryYear: '', cvv: '', name: '', cpf: '', instalment: '' };

/** What a PayU card payment carries to the shop (`additional_data`): never the number nor the security code. */
export interface PayuCardData {
  payu_token: string;
  cc_type: CardTypeCode;
  cc_last4: string;
  cpf?: string;
  instalment?: string;
}

/**
 * The PayU card form's state and rules: payment's card rules (spec 002 §5 "Card fields") for the types the
 * store takes through PayU in the billing country, payment's Latin-American rules for the CPF/CNPJ (Brazil,
 * CCAM20 with the store's text) and the instalments (PayU's plans for the basket), each field checked when
 * left and all at place order; then the card is tokenised at PayU from this browser.
 */
export function usePayuCardForm(countryId: string | null) {
  const { t } = useTranslation();
  const config = usePayuConfig();
  const country = (countryId ?? '').trim().toUpperCase();
  const types = (config.data?.card_types[country] ?? []) as CardTypeCode[];
  const messages = { ...DEFAULT_PROVIDER_MESSAGES, ...config.data?.exception_messages };
  const rules = payuLatamRules(
    {
      enabled: true,
      title: '',
      countryCardTypes: {},
      cpfEnabled: config.data?.cpf_enabled ?? false,
      instalmentEnabled: config.data?.instalment_enabled ?? false,
      instalmentTypes: {},
    },
    messages,
  );
  const shown = { cpf: asksCpf(country, rules), instalment: offersInstalments(country, rules) };
  const instalments = usePayuInstalments(countryId, shown.instalment);
  const options = instalments.data?.options ?? [];
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PayuCardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const touched = useRef(new Set<PayuCardField>());
  const detected = detectCardType(values.number);

  const check = (next: Values): Partial<Record<PayuCardField, string>> => {
    const card = validateCardForm(
      { ...next, type: detectCardType(next.number)?.code ?? '' },
      { countryId: country, today: new Date() },
      { cc: { cardTypes: types, countryCardTypes: {} } as never, messages },
    );
    // The type follows the number: its failure shows on the number.
    const failures = {
      ...card,
      number: card.number ?? card.type,
      cpf: shown.cpf ? validateCpf(next.cpf, country, rules) : null,
      instalment: shown.instalment
        ? validateInstalment(
            next.instalment,
            options.map((o) => o.value),
          )
        : null,
    };
    return Object.fromEntries(PAYU_CARD_FIELDS.flatMap((field) => (failures[field] ? [[field, failures[field]!.message]] : [])));
  };

  const set = (field: PayuCardField, value: string) => {
    const next = { ...values, [field]: field === 'name' || field === 'cpf' ? value : value.replace(/-/g, '') };
    setValues(next);
    if (touched.current.has(field)) setErrors((e) => ({ ...e, [field]: check(next)[field] }));
  };

  const blur = (field: PayuCardField) => {
    touched.current.add(field);
    setErrors((e) => ({ ...e, [field]: check(values)[field] }));
  };

  /** Checks every field, then tokenises the card at PayU: the payment's data, or the first field to correct (or the tokenisation's failure). */
  const collect = async (): Promise<{ ok: true; data: PayuCardData } | { ok: false; firstInvalid: PayuCardField | null }> => {
    setFailure(null);
    const failures = check(values);
    for (const field of PAYU_CARD_FIELDS) touched.current.add(field);
    setErrors(failures);
    const firstInvalid = PAYU_CARD_FIELDS.find((field) => failures[field]);
    if (firstInvalid) return { ok: false, firstInvalid };
    let token: PayuToken;
    try {
      token = await tokeniseAtPayu(config.data!, {
        number: values.number,
        securityCode: values.cvv,
        expiryMonth: values.expiryMonth,
        expiryYear: values.expiryYear,
        name: values.name,
      });
    } catch {
      setFailure(t('payu.tokenisationFailed'));
      return { ok: false, firstInvalid: null };
    }
    return {
      ok: true,
      data: {
        payu_token: token.token,
        cc_type: detected!.code,
        cc_last4: token.maskedNumber.slice(-4),
        ...(shown.cpf ? { cpf: values.cpf.trim() } : {}),
        ...(shown.instalment ? { instalment: values.instalment } : {}),
      },
    };
  };

  return { config, types, shown, instalments, options, values, errors, failure, detected, set, blur, collect };
}
