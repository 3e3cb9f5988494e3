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
  return (
    <AccountLayout title="My Account">
      <Dashboard />
    </AccountLayout>
  );
}

function Dashboard() {
  const customer = useAccountCustomer();
  const orders = useOrderHistory<OrderView>(1, RECENT_ORDERS);
  if (customer.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  const me = customer.data;
  const billing = me.addresses.find((a) => a.default_billing);
  const shipping = me.addresses.find((a) => a.default_shipping);
  return (
    <>
      <h2>Account Information</h2>
      <div className="account-blocks">
        <section className="panel account-block" aria-labelledby="dashboard-contact">
          <h3 id="dashboard-contact">Contact Information</h3>
          <p>
            {me.firstname} {me.lastname}
            <br />
            {me.email}
          </p>
          <p className="account-actions">
            <Link to={paths.accountEdit}>Edit</Link>
            <Link to={`${paths.accountEdit}#change-password`}>Change Password</Link>
          </p>
        </section>
        <section className="panel account-block" aria-labelledby="dashboard-newsletter">
          <h3 id="dashboard-newsletter">Newsletters</h3>
          <p>{me.extension_attributes.is_subscribed ? 'You are subscribed to "General Subscription".' : "You aren't subscribed to our newsletter."}</p>
          <p>
            <Link to={paths.newsletter}>Edit</Link>
          </p>
        </section>
      </div>
      <h2>Address Book</h2>
      <div className="account-blocks">
        <section className="panel account-block" aria-labelledby="dashboard-billing">
          <h3 id="dashboard-billing">Default Billing Address</h3>
          {billing ? <BookAddressLines address={billing} /> : <p>You have not set a default billing address.</p>}
        </section>
        <section className="panel account-block" aria-labelledby="dashboard-shipping">
          <h3 id="dashboard-shipping">Default Shipping Address</h3>
          {shipping ? <BookAddressLines address={shipping} /> : <p>You have not set a default shipping address.</p>}
        </section>
      </div>
      <p>
        <Link to={paths.addressBook}>Manage Addresses</Link>
      </p>
      <h2>Recent Orders</h2>
      {orders.isPending ? (
        <Loading />
      ) : orders.error ? (
        <ErrorMessage error={orders.error} />
      ) : orders.data.items.length === 0 ? (
        <p>You have placed no orders.</p>
      ) : (
        <>
          <OrderTable orders={orders.data.items} caption="Recent Orders" />
          <p>
            <Link to={paths.orderHistory}>View All</Link>
          </p>
        </>
      )}
    </>
  );
}
