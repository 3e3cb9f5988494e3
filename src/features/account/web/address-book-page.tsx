import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { AccountLayout } from './account-layout';
import { type AccountCustomer, type BookAddress, asPayload, useAccountCustomer, useSaveCustomer } from './account-api';
import { BookAddressLines } from './book-address-lines';

/** 'Address Book': the defaults, every other address, and add, edit, delete (which asks first). */
export function AddressBookPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('account.addressBook')}>
      <AddressBook />
    </AccountLayout>
  );
}

function addressName(address: BookAddress): string {
  return `${address.street[0] ?? ''}, ${address.city}`;
}

/** The heading of a book entry: the defaults it is, else plain 'Address'. */
function entryHeading(
  address: BookAddress,
): 'account.defaultBillingAndShipping' | 'account.defaultBilling' | 'account.defaultShipping' | 'account.book.address' {
  if (address.default_billing && address.default_shipping) return 'account.defaultBillingAndShipping';
  if (address.default_billing) return 'account.defaultBilling';
  if (address.default_shipping) return 'account.defaultShipping';
  return 'account.book.address';
}

function AddressBook() {
  const { t } = useTranslation();
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
      {saved && <Message kind="success">{t('account.book.saved')}</Message>}
      {deleted && <Message kind="success">{t('account.book.deleted')}</Message>}
      {me.addresses.length === 0 ? (
        <p>{t('account.book.empty')}</p>
      ) : (
        <ul className="address-book-list">
          {me.addresses.map((address) => (
            <li key={address.id} className="panel account-block">
              <h2>{t(entryHeading(address))}</h2>
              <BookAddressLines address={address} />
              <p className="account-actions">
                <Link to={paths.addressEdit(address.id)} aria-label={t('account.book.editNamed', { address: addressName(address) })}>
                  {t('account.book.edit')}
                </Link>
                <Button
                  variant="link"
                  aria-label={t('account.book.deleteNamed', { address: addressName(address) })}
                  onClick={() => {
                    save.reset();
                    setPending(address);
                  }}
                >
                  {t('account.book.delete')}
                </Button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.addressNew} className="button button-primary">
          {t('account.book.add')}
        </Link>
      </p>
      {pending && (
        <Dialog
          title={t('account.book.confirmTitle')}
          confirmLabel={t('account.book.confirmDelete')}
          onConfirm={() => remove(pending)}
          onCancel={() => setPending(null)}
          busy={save.isPending}
        >
          <p>{t('account.book.confirmText', { address: addressName(pending) })}</p>
          <ErrorMessage error={save.error} />
        </Dialog>
      )}
    </>
  );
}
