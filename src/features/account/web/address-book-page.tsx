import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { AccountLayout } from './account-layout';
import { type AccountCustomer, type BookAddress, asPayload, useAccountCustomer, useSaveCustomer } from './account-api';
import { BookAddressLines } from './book-address-lines';

const ADDRESS_SAVED = 'You saved the address.';
const ADDRESS_DELETED = 'You deleted the address.';

/** 'Address Book': the defaults, every other address, and add, edit, delete (which asks first). */
export function AddressBookPage() {
  return (
    <AccountLayout title="Address Book">
      <AddressBook />
    </AccountLayout>
  );
}

function addressName(address: BookAddress): string {
  return `${address.street[0] ?? ''}, ${address.city}`;
}

function AddressBook() {
  const customer = useAccountCustomer();
  const location = useLocation();
  const save = useSaveCustomer();
  const [pending, setPending] = useState<BookAddress | null>(null);
  const [deleted, setDeleted] = useState(false);
  if (customer.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  const me: AccountCustomer = customer.data;
  const saved = (location.state as { saved?: boolean } | null)?.saved === true && !deleted;
  const remove = (address: BookAddress) =>
    save.mutate(
      { customer: me, change: { addresses: me.addresses.filter((a) => a.id !== address.id).map(asPayload) } },
      {
        onSuccess: () => {
          setPending(null);
          setDeleted(true);
        },
      },
    );
  return (
    <>
      {saved && <Message kind="success">{ADDRESS_SAVED}</Message>}
      {deleted && <Message kind="success">{ADDRESS_DELETED}</Message>}
      {me.addresses.length === 0 ? (
        <p>You have no addresses in your address book.</p>
      ) : (
        <ul className="address-book-list">
          {me.addresses.map((address) => (
            <li key={address.id} className="panel account-block">
              <h2>
                {[address.default_billing && 'Default Billing Address', address.default_shipping && 'Default Shipping Address'].filter(Boolean).join(' and ') ||
                  'Address'}
              </h2>
              <BookAddressLines address={address} />
              <p className="account-actions">
                <Link to={paths.addressEdit(address.id)} aria-label={`Edit Address: ${addressName(address)}`}>
                  Edit Address
                </Link>
                <Button
                  variant="link"
                  aria-label={`Delete Address: ${addressName(address)}`}
                  onClick={() => {
                    save.reset();
                    setPending(address);
                  }}
                >
                  Delete Address
                </Button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.addressNew} className="button button-primary">
          Add New Address
        </Link>
      </p>
      {pending && (
        <Dialog title="Delete this address?" confirmLabel="Delete" onConfirm={() => remove(pending)} onCancel={() => setPending(null)} busy={save.isPending}>
          <p>Are you sure you want to delete the address {addressName(pending)}?</p>
          <ErrorMessage error={save.error} />
        </Dialog>
      )}
    </>
  );
}
