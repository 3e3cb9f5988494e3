import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { SavedCardView } from '../../payment/domain';
import { api } from '../../../shared/web/api/client';
import { loginPathFor } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { useSession } from './session/session';
import './customers.css';

const savedCardKeys = { all: ['customer', 'saved-cards'] as const };

/**
 * The customer's saved cards (Magento's "Stored Payment Methods", `vault/cards/listaction`): each card
 * masked with its type and expiry, and a Delete button that asks first.
 */
export function StoredPaymentMethodsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('header.storedPaymentMethods'));
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data?.customer);
  const queryClient = useQueryClient();
  const cards = useQuery({
    queryKey: savedCardKeys.all,
    queryFn: ({ signal }) => api.get<SavedCardView[]>('customers/me/saved-cards', signal),
    enabled: signedIn,
  });
  const [pending, setPending] = useState<SavedCardView | null>(null);
  const [deleted, setDeleted] = useState(false);
  const remove = useMutation({
    mutationFn: (card: SavedCardView) => api.delete<boolean>(`customers/me/saved-cards/${card.id}`),
    onSuccess: async () => {
      setPending(null);
      setDeleted(true);
      await queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
    },
  });

  if (session.isPending) return <Loading />;
  if (!signedIn) return <Navigate to={loginPathFor(location.pathname)} replace />;

  return (
    <div className="account-page stored-cards-page">
      <h1>{t('header.storedPaymentMethods')}</h1>
      {deleted && <Message kind="success">{t('storedCards.deleted')}</Message>}
      {cards.isError && <ErrorMessage error={cards.error} />}
      {cards.isPending ? (
        <Loading />
      ) : cards.data && cards.data.length === 0 ? (
        <p>{t('storedCards.none')}</p>
      ) : (
        <table className="stored-cards">
          <caption className="visually-hidden">{t('storedCards.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('storedCards.number')}</th>
              <th scope="col">{t('storedCards.expires')}</th>
              <th scope="col">{t('storedCards.type')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.data?.map((card) => (
              <tr key={card.id}>
                <td>
                  <span aria-hidden="true">{card.masked}</span>
                  <span className="visually-hidden">{t('storedCards.ending', { last4: card.last4 })}</span>
                </td>
                <td>
                  {card.expires}
                  {card.is_expired && <> {t('storedCards.expired')}</>}
                </td>
                <td>{card.type_label}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={t('storedCards.deleteCard', { type: card.type_label, last4: card.last4 })}
                    onClick={() => {
                      remove.reset();
                      setDeleted(false);
                      setPending(card);
                    }}
                  >
                    {t('storedCards.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending && (
        <Dialog
          title={t('storedCards.confirmTitle')}
          confirmLabel={t('storedCards.delete')}
          onConfirm={() => remove.mutate(pending)}
          onCancel={() => setPending(null)}
          busy={remove.isPending}
        >
          <p>{t('storedCards.confirmText', { type: pending.type_label, last4: pending.last4 })}</p>
          <ErrorMessage error={remove.error} />
        </Dialog>
      )}
    </div>
  );
}
