import { useRef, useState } from 'react';
import { api } from '../../../shared/web/api/client';
import { validateInvoiceForm } from '../domain/invoice';

export type InvoiceField = 'rfcNumber' | 'businessName' | 'taxRegime' | 'cfdiUse' | 'postcode' | 'email';
const INVOICE_FIELDS: InvoiceField[] = ['rfcNumber', 'businessName', 'taxRegime', 'cfdiUse', 'postcode', 'email'];
type InvoiceValues = Record<InvoiceField, string>;
const EMPTY: InvoiceValues = { rfcNumber: '', businessName: '', taxRegime: '', cfdiUse: '', postcode: '', email: '' };

/** Spec 002 §5 check 5's facts: whether an invoice is asked for, and whether its form is valid. */
export interface InvoiceFacts {
  receiveInvoice: boolean;
  isValid: boolean;
}

/**
 * The Mexican electronic invoice at the payment step (stores with `edicomEnabled`): the shopper's choice,
 * the form with the domain's rules (each field's error once left, all of them at place order) and the
 * save to `POST {cart}/edicom` just before the order is placed. The RFC is upper-cased as it is typed.
 */
export function useElectronicInvoice(enabled: boolean) {
  const [receive, setReceive] = useState(false);
  const [values, setValues] = useState<InvoiceValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<InvoiceField, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const touched = useRef(new Set<InvoiceField>());
  // Whether a choice was sent already: unticking afterwards clears the saved form.
  const sent = useRef(false);

  const check = (next: InvoiceValues) =>
    Object.fromEntries(validateInvoiceForm({ receiveInvoice: true, ...next }).failures.map((f) => [f.code, f.message])) as Partial<
      Record<InvoiceField, string>
    >;

  return {
    enabled,
    receive,
    values,
    errors,
    saveError,
    setReceive(value: boolean) {
      setReceive(value);
      setSaveError(null);
    },
    set(field: InvoiceField, value: string) {
      const next = { ...values, [field]: field === 'rfcNumber' ? value.toUpperCase() : value };
      setValues(next);
      setSaveError(null);
      if (touched.current.has(field)) setErrors((e) => ({ ...e, [field]: check(next)[field] }));
    },
    blur(field: InvoiceField) {
      touched.current.add(field);
      setErrors((e) => ({ ...e, [field]: check(values)[field] }));
    },
    /** Check 5 in the browser: null where the store has no invoice; an asked-for form shows all its errors. */
    facts(): InvoiceFacts | null {
      if (!enabled) return null;
      if (!receive) return { receiveInvoice: false, isValid: true };
      const failures = check(values);
      for (const field of INVOICE_FIELDS) touched.current.add(field);
      setErrors(failures);
      return { receiveInvoice: true, isValid: Object.keys(failures).length === 0 };
    },
    /** Saves the choice on the basket before the order; false (the server's message shown) when refused. */
    async save(cartPath: string | null): Promise<boolean> {
      if (!enabled || !cartPath || (!receive && !sent.current)) return true;
      try {
        await api.post(`${cartPath}/edicom`, receive ? { receiveInvoice: true, ...values, email: values.email.trim() || null } : { receiveInvoice: false });
        sent.current = true;
        return true;
      } catch (error) {
        setSaveError(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
  };
}

export type ElectronicInvoiceController = ReturnType<typeof useElectronicInvoice>;
