import { useQuery } from '@tanstack/react-query';
import { useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import { Choice } from '../../../shared/web/ui/choice';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import type { MethodBlockProps } from '../../payment/web';
import { AGREEMENT_ID_FIELD, type AgreementView } from '../domain';

/**
 * 'PayPal Billing Agreement' (paypal_billing_agreement; loaded only when chosen): the customer's saved
 * PayPal accounts by their masked email, the first one chosen. The order is paid with it at once, without
 * PayPal's page; the success page follows as for a card.
 */
export default function PayPalAgreementBlock({ ref, disabled }: MethodBlockProps) {
  const { t } = useTranslation();
  const agreements = useQuery({
    queryKey: ['paypal', 'billing-agreements'],
    queryFn: ({ signal }) => api.get<AgreementView[]>('paypal/billing-agreements/mine', signal),
    staleTime: 60_000,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = agreements.data ?? [];
  const current = chosen ?? list[0]?.id ?? null;

  useImperativeHandle(ref, () => ({
    // Nothing to pay with while the accounts load or when none is left (the block says so).
    collect: async () => (current === null ? false : { [AGREEMENT_ID_FIELD]: String(current) }),
  }));

  if (agreements.isPending) return <p role="status">{t('paypal.loadingAgreements')}</p>;
  if (agreements.isError) return <ErrorMessage error={agreements.error} />;
  if (list.length === 0) return <Message kind="warning">{t('paypal.noAgreements')}</Message>;
  return (
    <fieldset className="paypal-agreements">
      <legend>{t('paypal.agreementsLegend')}</legend>
      {list.map((agreement) => (
        <Choice
          key={agreement.id}
          type="radio"
          name="ba_agreement_id"
          value={String(agreement.id)}
          checked={current === agreement.id}
          disabled={disabled}
          onChange={() => setChosen(agreement.id)}
        >
          {`PayPal ${agreement.payer_email}`}
        </Choice>
      ))}
    </fieldset>
  );
}
