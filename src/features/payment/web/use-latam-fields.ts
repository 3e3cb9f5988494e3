import { useRef, useState } from 'react';
import { asksCpf, asksStatement, offersInstalments, STATEMENT_MAX_LENGTH, validateCpf, validateInstalment, validateStatement } from '../domain/latam';
import { DEFAULT_PROVIDER_MESSAGES } from '../domain/messages';
import type { WorldpaySettings } from '../domain/settings';
import { usePaymentConfig } from './payment-config';
import { useInstalments } from './use-instalments';

export type LatamField = 'cpf' | 'instalment' | 'statement';
/** The fields in the order they show, for the focus on the first invalid one. */
const LATAM_FIELDS: LatamField[] = ['cpf', 'instalment', 'statement'];

/** What a card payment's `additional_data` carries of them (spec 002 §3: cpf, instalment, the statement text). */
export interface LatamPaymentData {
  cpf?: string;
  instalment?: string;
  statementNarrative?: string;
}

/**
 * The Latin-American fields of the card form (spec 002 §5) for the billing country: the CPF/CNPJ in
 * Brazil (CCAM20), the instalments where offered (from `POST /worldpay/latam/types`, 'One Payment' first),
 * the statement text beside them where the store asks for it (CCAM21); the store's texts, the domain's rules.
 */
export function useLatamFields(countryId: string | null) {
  const config = usePaymentConfig();
  const cc = config.data?.worldpay_cc;
  const settings: Pick<WorldpaySettings, 'cc' | 'messages'> = {
    cc: {
      cpfEnabled: cc?.cpf_enabled ?? false,
      instalmentEnabled: cc?.instalment_enabled ?? false,
      statementEnabled: cc?.statement_enabled ?? false,
    } as WorldpaySettings['cc'],
    messages: { ...DEFAULT_PROVIDER_MESSAGES, ...cc?.exception_messages },
  };
  const shown = { cpf: asksCpf(countryId, settings), instalment: offersInstalments(countryId, settings), statement: asksStatement(countryId, settings) };
  const instalments = useInstalments(countryId, shown.instalment);
  const options = instalments.data ?? [];
  const [values, setValues] = useState<Record<LatamField, string>>({ cpf: '', instalment: '', statement: '' });
  const [errors, setErrors] = useState<Partial<Record<LatamField, string>>>({});
  const touched = useRef(new Set<LatamField>());

  const check = (next: Record<LatamField, string>): Partial<Record<LatamField, string>> => {
    const failures = {
      cpf: shown.cpf ? validateCpf(next.cpf, countryId, settings) : null,
      instalment: shown.instalment ? validateInstalment(next.instalment, options) : null,
      statement: shown.statement ? validateStatement(next.statement, true, settings) : null,
    };
    return Object.fromEntries(Object.entries(failures).flatMap(([field, failure]) => (failure ? [[field, failure.message]] : []))) as Partial<
      Record<LatamField, string>
    >;
  };

  const set = (field: LatamField, value: string) => {
    const next = { ...values, [field]: field === 'statement' ? value.slice(0, STATEMENT_MAX_LENGTH) : value };
    setValues(next);
    if (touched.current.has(field)) setErrors((e) => ({ ...e, [field]: check(next)[field] }));
  };

  const blur = (field: LatamField) => {
    touched.current.add(field);
    setErrors((e) => ({ ...e, [field]: check(values)[field] }));
  };

  /** Checks the fields shown; what the payment carries when valid, else the first invalid field. */
  const collect = (): { ok: true; data: LatamPaymentData } | { ok: false; firstInvalid: LatamField } => {
    const failures = check(values);
    for (const field of LATAM_FIELDS) touched.current.add(field);
    setErrors(failures);
    const firstInvalid = LATAM_FIELDS.find((field) => shown[field] && failures[field]);
    if (firstInvalid) return { ok: false, firstInvalid };
    return {
      ok: true,
      data: {
        ...(shown.cpf ? { cpf: values.cpf.trim() } : {}),
        ...(shown.instalment ? { instalment: values.instalment } : {}),
        ...(shown.statement ? { statementNarrative: values.statement.trim() } : {}),
      },
    };
  };

  return { shown, options, loadingOptions: instalments.isPending && shown.instalment, values, errors, set, blur, collect };
}

export type LatamFieldsController = ReturnType<typeof useLatamFields>;
