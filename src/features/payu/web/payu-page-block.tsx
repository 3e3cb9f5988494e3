import { useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../../shared/web/ui/message';
import type { MethodBlockProps } from '../../payment/web';
import { isPayuPageMethod, type PayuPageMethod, readPageClaim, VOUCHER_METHODS, webCheckoutPathOf } from '../domain';

/** The ways to pay on PayU's page, as the shopper's language names them (its text keys). */
const PAGE_METHOD_NAMES = {
  BOLETO_BANCARIO: 'payu.methods.BOLETO_BANCARIO',
  PIX: 'payu.methods.PIX',
  OXXO: 'payu.methods.OXXO',
  SPEI: 'payu.methods.SPEI',
} as const satisfies Record<PayuPageMethod, string>;
import { usePayuConfig } from './use-payu-config';

/** Shown when PayU's page has no method for the billing country. */

/** A random claim this browser keeps with the order and later swaps for its return cookie (base64url, 256 bits). */
function newClaim(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * payu_gateway's block (loaded only when chosen): which ways to pay PayU's page offers for the billing
 * country. The order carries this browser's claim; once placed the page leaves for the shop's page to PayU
 * with it (spec 002 §4: a full-page redirect).
 */
export default function PayuPageBlock({ ref, billingCountry }: MethodBlockProps) {
  const { t, i18n } = useTranslation();
  const config = usePayuConfig();
  const methods = (config.data?.page_methods[(billingCountry ?? '').toUpperCase()] ?? []).filter(isPayuPageMethod);
  useImperativeHandle(ref, () => ({
    async collect() {
      return methods.length > 0 ? { payu_claim: newClaim() } : false;
    },
    afterOrder(additionalData) {
      const claim = readPageClaim(additionalData);
      return claim ? { kind: 'leave', url: webCheckoutPathOf(claim) } : { kind: 'success-page' };
    },
  }));
  if (config.isPending) return <p role="status">{t('payu.loadingOptions')}</p>;
  if (methods.length === 0) return <Message kind="error">{t('payu.noPageMethods')}</Message>;
  return (
    <div className="payu-page-block">
      <p>{t('payu.pageNote', { methods: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(methods.map((m) => t(PAGE_METHOD_NAMES[m]))) })}</p>
      {methods.some((m) => VOUCHER_METHODS.includes(m)) && <p>{t('payu.voucherNote')}</p>}
    </div>
  );
}
