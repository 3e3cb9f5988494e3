import type { FieldError, FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';

const isFieldError = (value: unknown): value is FieldError => typeof value === 'object' && value !== null && 'type' in value;

/** A field's name as the page shows it: its label's text (without the required mark, which is outside it), else its aria-label. */
function fieldLabel(element: Element): string {
  const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
  const text = labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Every error of a field on the page (nested ones too: an address's street lines), with its input's id. */
function fieldErrors(errors: FieldErrors | FieldError[], found: { element: Element; item: ErrorSummaryItem }[] = []) {
  for (const value of Object.values(errors)) {
    if (isFieldError(value)) {
      const element = value.ref;
      if (value.message && element instanceof Element && element.id && element.isConnected)
        found.push({ element, item: { id: element.id, label: fieldLabel(element), message: value.message } });
    } else if (typeof value === 'object' && value !== null) {
      fieldErrors(value as FieldErrors, found);
    }
  }
  return found;
}

const pageOrder = (a: { element: Element }, b: { element: Element }) =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The ErrorSummary of a react-hook-form form: its fields' errors in the order the fields show, while
 * its last submit failed (none after a submit that passed, nor before the first). The form turns off
 * its own focus on the first error (`shouldFocusError: false`): the summary takes the focus instead.
 */
export function useErrorSummary<TValues extends FieldValues, TContext, TOutput>(form: UseFormReturn<TValues, TContext, TOutput>): ErrorSummaryProps {
  const { errors, submitCount, isSubmitSuccessful } = form.formState;
  if (submitCount === 0 || isSubmitSuccessful) return { errors: [], attempt: submitCount };
  return {
    errors: fieldErrors(errors)
      .sort(pageOrder)
      .map(({ item }) => item),
    attempt: submitCount,
  };
}
