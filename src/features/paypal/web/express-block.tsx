import { useQuery } from '@tanstack/react-query';
import { useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import { Choice } from '../../../shared/web/ui/choice';
import { Message } from '../../../shared/web/ui/message';
import type { MethodBlockProps } from '../../payment/web';

import { returnNoticeOf } from './return-notice';
import { newStartKey, startUrl } from './start-key';

/** The store's Express settings: whether a customer may save PayPal for later payments. */
function useExpressConfig(isCustomer: boolean) {
  return useQuery({
    queryKey: ['paypal', 'express-config'],
    queryFn: ({ signal }) => api.get<{ save_agreement_offered: boolean }>('paypal/express/config', signal),
    enabled: isCustomer,
    staleTime: 5 * 60_000,
  });
}

/**
 * 'PayPal' (paypal_express; loaded only when chosen): what happens next, 'Save PayPal for later payments'
 * for a signed-in customer where the store offers it, and, back from PayPal unpaid, why. The order is
 * placed with a start key made here, once; the page then leaves for the shop's start, which opens PayPal's
 * approval page for this browser only.
 */
export default function PayPalExpressBlock({ ref, isCustomer, disabled }: MethodBlockProps) {
  const { t } = useTranslation();
  const config = useExpressConfig(isCustomer);
  const [save, setSave] = useState(false);
  // One key per visit of the step: a retried Place Order names the same payment.
  const startKey = useRef(newStartKey());
  const [notice] = useState(() => returnNoticeOf(window.location.search));
  const noteId = useId();
  const offersSaving = isCustomer && config.data?.save_agreement_offered === true;

  useImperativeHandle(ref, () => ({
    async collect() {
      return { paypal_start_key: startKey.current, ...(offersSaving && save ? { paypal_save_agreement: true } : {}) };
    },
    afterOrder: () => ({ kind: 'leave', url: startUrl(startKey.current) }),
  }));

  return (
    <div className="paypal-express">
      {notice && <Message kind="warning">{t(notice)}</Message>}
      <p>{t('paypal.expressNote')}</p>
      {offersSaving && (
        <>
          <Choice
            type="checkbox"
            name="paypal_save_agreement"
            checked={save}
            disabled={disabled}
            aria-describedby={noteId}
            onChange={(event) => setSave(event.target.checked)}
          >
            {t('paypal.saveAgreement')}
          </Choice>
          <p id={noteId} className="field-hint">
            {t('paypal.saveAgreementNote')}
          </p>
        </>
      )}
    </div>
  );
}
