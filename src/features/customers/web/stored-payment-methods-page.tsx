import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

const STORED_PAYMENT_METHODS_TITLE = 'Stored Payment Methods';
export const NO_STORED_CARDS = 'You have no stored payment methods.';
export const CARD_DELETED = 'The stored card was deleted.';

const savedCardKeys = { all: ['customer', 'saved-cards'] as const };

/**
 * The customer's saved cards (Magento's "Stored Payment Methods", `vault/cards/listaction`): each card
 * masked with its type and expiry, and a Delete button that asks first.
 */
export function StoredPaymentMethodsPage() {
  useDocumentTitle(STORED_PAYMENT_METHODS_TITLE);
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
      <h1>{STORED_PAYMENT_METHODS_TITLE}</h1>
      {deleted && <Message kind="success">{CARD_DELETED}</Message>}
      {cards.isError && <ErrorMessage error={cards.error} />}
      {cards.isPending ? (
        <Loading />
      ) : cards.data && cards.data.length === 0 ? (
        <p>{NO_STORED_CARDS}</p>
      ) : (
        <table className="stored-cards">
          <caption className="visually-hidden">Your saved cards</caption>
          <thead>
            <tr>
              <th scope="col">Card Number</th>
              <th scope="col">Expiration Date</th>
              <th scope="col">Type</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.data?.map((card) => (
              <tr key={card.id}>
                <td>
                  <span aria-hidden="true">{card.masked}</span>
                  <span className="visually-hidden">ending {card.last4}</span>
                </td>
                <td>
                  {card.expires}
                  {card.is_expired && <> (expired)</>}
                </td>
                <td>{card.type_label}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`Delete the ${card.type_label} card ending ${card.last4}`}
                    onClick={() => {
                      remove.reset();
                      setDeleted(false);
                      setPending(card);
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending && (
        <Dialog
          title="Delete this card?"
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(pending)}
          onCancel={() => setPending(null)}
          busy={remove.isPending}
        >
          <p>
            Are you sure you want to delete the {pending.type_label} card ending {pending.last4}? You will need to enter it again to pay with it.
          </p>
          <ErrorMessage error={remove.error} />
        </Dialog>
      )}
    </div>
  );
}
