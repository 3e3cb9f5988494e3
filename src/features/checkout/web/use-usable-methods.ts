import { useQueries } from '@tanstack/react-query';
import { useContext } from 'react';
import type { PaymentMethodOption } from '../../../shared/web/api/types';
import { WebPaymentMethodsContext } from '../../payment/web';

/**
 * The offered methods this browser can pay with: a method whose browser half asks (`usableHere`, a wallet)
 * is listed once the browser said yes, never while it is being asked (a method that appears and vanishes
 * would move the shopper's choice); the others as the server offers them.
 */
export function useMethodsUsableHere(methods: PaymentMethodOption[]): PaymentMethodOption[] {
  const registry = useContext(WebPaymentMethodsContext);
  const checks = methods.flatMap((method) => {
    const usableHere = registry.find(method.code)?.usableHere;
    return usableHere ? [{ code: method.code, usableHere }] : [];
  });
  const answers = useQueries({
    queries: checks.map(({ code, usableHere }) => ({
      queryKey: ['payment-method-usable-here', code],
      queryFn: usableHere,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  if (checks.length === 0) return methods;
  const unusable = new Set(checks.filter((_, index) => answers[index].data !== true).map(({ code }) => code));
  return methods.filter((method) => !unusable.has(method.code));
}
