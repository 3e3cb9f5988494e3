import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import type { OrderView } from '../../orders/web';
import { AccountLayout } from './account-layout';
import { useAccountCustomer, useOrderHistory } from './account-api';
import { BookAddressLines } from './book-address-lines';
import { OrderTable } from './order-table';

const RECENT_ORDERS = 5;

/** 'My Account': contact information, newsletter, the default addresses and the recent orders. */
export function AccountDashboardPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('header.myAccount')}>
      <Dashboard />
    </AccountLayout>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const customer = useAccountCustomer();
  const orders = useOrderHistory<OrderView>(1, RECENT_ORDERS);
  if (customer.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  const me = customer.data;
  const billing = me.addresses.find((a) => a.default_billing);
  const shipping = me.addresses.find((a) => a.default_shipping);
  return (
    <>
      <h2>{t('account.information')}</h2>
      <div className="account-blocks">
        <section className="panel account-block" aria-labelledby="dashboard-contact">
          <h3 id="dashboard-contact">{t('account.dashboard.contact')}</h3>
          <p>
            {me.firstname} {me.lastname}
            <br />
            {me.email}
          </p>
          <p className="account-actions">
            <Link to={paths.accountEdit}>{t('account.dashboard.edit')}</Link>
            <Link to={`${paths.accountEdit}#change-password`}>{t('account.changePassword')}</Link>
          </p>
        </section>
        <section className="panel account-block" aria-labelledby="dashboard-newsletter">
          <h3 id="dashboard-newsletter">{t('account.dashboard.newsletters')}</h3>
          <p>{me.extension_attributes.is_subscribed ? t('account.dashboard.subscribed') : t('account.dashboard.notSubscribed')}</p>
          <p>
            <Link to={paths.newsletter}>{t('account.dashboard.edit')}</Link>
          </p>
        </section>
      </div>
      <h2>{t('account.addressBook')}</h2>
      <div className="account-blocks">
        <section className="panel account-block" aria-labelledby="dashboard-billing">
          <h3 id="dashboard-billing">{t('account.defaultBilling')}</h3>
          {billing ? <BookAddressLines address={billing} /> : <p>{t('account.dashboard.noDefaultBilling')}</p>}
        </section>
        <section className="panel account-block" aria-labelledby="dashboard-shipping">
          <h3 id="dashboard-shipping">{t('account.defaultShipping')}</h3>
          {shipping ? <BookAddressLines address={shipping} /> : <p>{t('account.dashboard.noDefaultShipping')}</p>}
        </section>
      </div>
      <p>
        <Link to={paths.addressBook}>{t('account.dashboard.manageAddresses')}</Link>
      </p>
      <h2>{t('account.dashboard.recentOrders')}</h2>
      {orders.isPending ? (
        <Loading />
      ) : orders.error ? (
        <ErrorMessage error={orders.error} />
      ) : orders.data.items.length === 0 ? (
        <p>{t('account.orders.none')}</p>
      ) : (
        <>
          <OrderTable orders={orders.data.items} caption={t('account.dashboard.recentOrders')} />
          <p>
            <Link to={paths.orderHistory}>{t('account.dashboard.viewAll')}</Link>
          </p>
        </>
      )}
    </>
  );
}
