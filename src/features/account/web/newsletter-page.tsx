import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { AccountLayout } from './account-layout';
import { type AccountCustomer, useAccountCustomer, useSaveCustomer } from './account-api';

/** 'Newsletter Subscription': the store's newsletter, the same flag checkout's 'Sign Up for Newsletter' sets. */
export function NewsletterPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('account.newsletter.title')}>
      <Newsletter />
    </AccountLayout>
  );
}

function Newsletter() {
  const customer = useAccountCustomer();
  if (customer.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  return <NewsletterForm customer={customer.data} />;
}

function NewsletterForm({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(customer.extension_attributes.is_subscribed);
  const save = useSaveCustomer();
  return (
    <form
      className="panel account-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate({ customer, change: { isSubscribed: subscribed } });
      }}
    >
      {save.isSuccess && (
        <Message kind="success">{save.data.extension_attributes.is_subscribed ? t('account.newsletter.saved') : t('account.newsletter.removed')}</Message>
      )}
      <ErrorMessage error={save.error} />
      <fieldset>
        <legend>{t('account.newsletter.option')}</legend>
        <Choice type="checkbox" checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)}>
          {t('account.newsletter.general')}
        </Choice>
      </fieldset>
      <div className="actions">
        <Button type="submit" disabled={save.isPending}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
