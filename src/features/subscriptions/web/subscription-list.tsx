import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../../shared/web/routes';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { ApiError } from '../../../shared/web/api/client';
import { SubscriptionCard } from './subscription-card';
import type { SubscriptionBlocks } from './subscription-delivery';
import { useSubscriptions } from './use-subscriptions';
import './subscriptions.css';

/**
 * The customer's subscriptions (`/customer/account/subscriptions`, inside My Account's frame): each with
 * its packs, interval, next delivery, card and address, and its changes. The card and address choosers
 * are the blocks the app hands in.
 */
export function SubscriptionList({ blocks }: { blocks: SubscriptionBlocks }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { list, change, done } = useSubscriptions();

  // Signed out (or the session ended): the shop answers 401 and the login page brings the customer back here.
  if (list.error instanceof ApiError && list.error.status === 401) return <Navigate to={loginPathFor(location.pathname)} replace />;

  const changing = change.variables?.id;
  return (
    <div className="subscriptions-page">
      {list.isError && <ErrorMessage error={list.error} />}
      {list.isPending ? (
        <Loading />
      ) : list.data?.length === 0 ? (
        <p>{t('subscriptions.none')}</p>
      ) : (
        list.data?.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            subscription={subscription}
            busy={change.isPending && changing === subscription.id}
            done={done?.id === subscription.id ? done.text : null}
            error={change.isError && changing === subscription.id ? change.error : null}
            blocks={blocks}
            onChange={(command, onDone) => change.mutate({ id: subscription.id, command }, { onSuccess: onDone })}
          />
        ))
      )}
    </div>
  );
}
