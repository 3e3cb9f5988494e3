import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/web/ui/button';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import type { OrderView } from '../../orders/web';
import { AccountLayout } from './account-layout';
import { useOrderHistory } from './account-api';
import { OrderTable } from './order-table';

const PAGE_SIZE = 10;

/** 'My Orders': the customer's orders in this store, newest first, ten a page. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('account.orders.title')}>
      <OrderHistory />
    </AccountLayout>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('p') ?? '1', 10) || 1);
  const orders = useOrderHistory<OrderView>(page, PAGE_SIZE);
  if (orders.isPending) return <Loading />;
  if (orders.error) return <ErrorMessage error={orders.error} />;
  if (orders.data.total_count === 0) return <p>{t('account.orders.none')}</p>;
  const pages = Math.ceil(orders.data.total_count / PAGE_SIZE);
  const goTo = (next: number) => setSearch(next === 1 ? {} : { p: String(next) });
  return (
    <>
      <OrderTable orders={orders.data.items} caption={t('account.orders.title')} />
      {pages > 1 && (
        <nav aria-label={t('account.orders.pages')} className="account-actions">
          <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('account.orders.previous')}
          </Button>
          <span>{t('account.orders.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('account.orders.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
