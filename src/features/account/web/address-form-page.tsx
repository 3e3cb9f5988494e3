import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorSummary } from '../../../shared/web/ui/error-summary';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useErrorSummary } from '../../../shared/web/ui/use-error-summary';
import {
  type AddressFormInput,
  type AddressFormOutput,
  type AddressFormRules,
  addressFormSchema,
  emptyAddressForm,
  toAddressPayload,
} from '../../checkout/web';
import { AddressFields } from '../../checkout/web';
import { type AddressCountries, WithAddressCountries, offeredCountry } from '../../checkout/web';
import { useCheckoutConfig } from '../../checkout/web';
import { formTelephoneRule, withTelephoneRules } from '../../checkout/web';
import { AccountLayout } from './account-layout';
import { type AccountCustomer, type BookAddress, bookWith, useAccountCustomer, useSaveCustomer } from './account-api';
import { deliveryRulesOf } from './delivery-rules';

const DEFAULT_FLAGS = z.object({ default_billing: z.boolean(), default_shipping: z.boolean() });

interface AddressFormValues extends AddressFormInput {
  default_billing: boolean;
  default_shipping: boolean;
}

/** 'Add New Address' and 'Edit Address' (`/customer/address/new`, `/customer/address/edit/id/{id}`). */
export function AddressFormPage() {
  const { t } = useTranslation();
  const { addressId } = useParams();
  return (
    <AccountLayout title={addressId ? t('account.book.edit') : t('account.book.add')}>
      <AddressFormLoader addressId={addressId ? Number(addressId) : null} />
    </AccountLayout>
  );
}

function AddressFormLoader({ addressId }: { addressId: number | null }) {
  const { t } = useTranslation();
  const customer = useAccountCustomer();
  const config = useCheckoutConfig();
  if (customer.isPending || config.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  const editing = addressId === null ? null : (customer.data.addresses.find((a) => a.id === addressId) ?? undefined);
  if (editing === undefined) return <p>{t('account.book.notInBook')}</p>;
  // The book's addresses are offered for delivery: the store's delivery rules apply as at checkout.
  const rules = deliveryRulesOf(config.data);
  return (
    <WithAddressCountries>{(countries) => <AddressForm customer={customer.data} editing={editing} countries={countries} rules={rules} />}</WithAddressCountries>
  );
}

function initialValues(editing: BookAddress | null, countries: AddressCountries): AddressFormValues {
  if (!editing) return { ...emptyAddressForm(countries.defaultId), default_billing: false, default_shipping: false };
  return {
    firstname: editing.firstname,
    lastname: editing.lastname,
    street: [editing.street[0] ?? '', editing.street[1] ?? ''],
    city: editing.city,
    postcode: editing.postcode ?? '',
    country_id: offeredCountry(editing.country_id, countries),
    region_id: editing.region_id ? String(editing.region_id) : '',
    telephone: editing.telephone,
    default_billing: editing.default_billing,
    default_shipping: editing.default_shipping,
  };
}

function AddressForm({
  customer,
  editing,
  countries,
  rules,
}: {
  customer: AccountCustomer;
  editing: BookAddress | null;
  countries: AddressCountries;
  rules: AddressFormRules;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCustomer();
  const schema = addressFormSchema(countries.list, formTelephoneRule, rules).and(DEFAULT_FLAGS);
  const form = useForm<AddressFormValues, unknown, AddressFormOutput & { default_billing: boolean; default_shipping: boolean }>({
    resolver: withTelephoneRules(zodResolver(schema), (values) => values.country_id),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues(editing, countries),
  });
  const summary = useErrorSummary(form);
  const [postcode, countryId, telephone] = useWatch({ control: form.control, name: ['postcode', 'country_id', 'telephone'] });
  const submit = form.handleSubmit(({ default_billing, default_shipping, ...address }) => {
    if (save.isPending) return;
    const typed = { ...toAddressPayload(address), default_billing, default_shipping, ...(editing ? { id: editing.id } : {}) };
    save.mutate(
      { customer, change: { addresses: bookWith(customer.addresses, typed) } },
      { onSuccess: () => void navigate(paths.addressBook, { state: { saved: true } }) },
    );
  });
  return (
    <form className="panel account-form" onSubmit={submit} noValidate>
      <ErrorSummary {...summary} />
      <ErrorMessage error={save.error} />
      <fieldset>
        <legend>{t('account.book.address')}</legend>
        <AddressFields
          field={(name) => form.register(name)}
          errors={form.formState.errors}
          postcode={postcode ?? ''}
          countryId={countryId ?? ''}
          telephone={telephone ?? ''}
          countries={countries.list}
          idPrefix="book"
          section="shipping"
        />
      </fieldset>
      <Choice type="checkbox" {...form.register('default_billing')}>
        {t('account.book.useAsBilling')}
      </Choice>
      <Choice type="checkbox" {...form.register('default_shipping')}>
        {t('account.book.useAsShipping')}
      </Choice>
      <div className="actions account-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('account.book.save')}
        </Button>
        <Link to={paths.addressBook}>{t('password.goBack')}</Link>
      </div>
    </form>
  );
}
