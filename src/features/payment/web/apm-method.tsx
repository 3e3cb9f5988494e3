import { useImperativeHandle, useRef } from 'react';
import { apmRedirectPath } from '../domain/apm';
import ApmFormBlock, { type ApmFormHandle } from './apm-form';
import type { MethodBlockProps } from './method-plugin';

/**
 * 'Alternative payment' (spec 002 §2, §4; loaded only when chosen): the type's block; once the order is
 * placed the page leaves for the gateway's page with a full-page redirect (ACH direct debit through
 * /worldpay/threedsecure/auth), and the success page comes after it.
 */
export default function ApmMethodBlock({ ref, billingCountry, disabled }: MethodBlockProps) {
  const form = useRef<ApmFormHandle>(null);
  useImperativeHandle(ref, () => ({
    async collect() {
      const details = form.current?.collect() ?? null;
      return details ? { ...details } : false;
    },
    afterOrder: (additionalData) => ({ kind: 'leave', url: apmRedirectPath(typeof additionalData?.cc_type === 'string' ? additionalData.cc_type : null) }),
  }));
  return <ApmFormBlock ref={form} countryId={billingCountry} disabled={disabled} />;
}
