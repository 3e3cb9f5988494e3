import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { Loading } from '../../../shared/web/ui/loading';
import { ErrorMessage } from '../../../shared/web/ui/message';
import {
  type AddressCountries,
  AddressFields,
  type AddressFormInput,
  type AddressFormOutput,
  type AddressFormRules,
  WithAddressCountries,
  addressFormSchema,
  emptyAddressForm,
  formTelephoneRule,
  toAddressPayload,
  useCheckoutConfig,
  withTelephoneRules,
} from '../../checkout/web';
import type { AddressChoiceProps, DeliveryAddressInput } from '../../subscriptions/web';
import { type BookAddress, useAccountCustomer } from './account-api';
import { deliveryRulesOf } from './delivery-rules';
import './account.css';

/** The choice after the book's addresses: an address typed here (checkout's form, checkout's rules). */
const NEW_ADDRESS = 'new';

/** A book address as a delivery address: the shop reads the book's own copy by its id. */
function fromBook({ id, firstname, lastname, company, street, city, postcode, country_id, region_id, telephone }: BookAddress): DeliveryAddressInput {
  return { firstname, lastname, company, street, city, postcode, country_id, telephone, ...(region_id ? { region_id } : {}), customer_address_id: id };
}

function bookAddressLabel(address: BookAddress): string {
  return [`${address.firstname} ${address.lastname}`, ...address.street, address.city, address.postcode].filter(Boolean).join(', ');
}

/**
 * Another delivery address for a subscription: one of the address book's, or a new one typed in checkout's
 * address form with the store's delivery rules, as the book's own form does (the shop judges it again).
 */
export function DeliveryAddressChoice(props: AddressChoiceProps) {
  const customer = useAccountCustomer();
  const config = useCheckoutConfig();
  if (customer.isPending || config.isPending) return <Loading />;
  if (customer.error) return <ErrorMessage error={customer.error} />;
  const rules = deliveryRulesOf(config.data);
  return (
    <WithAddressCountries>
      {(countries) => <AddressChoiceForm book={customer.data.addresses} countries={countries} rules={rules} {...props} />}
    </WithAddressCountries>
  );
}

function AddressChoiceForm({
  book,
  countries,
  rules,
  disabled,
  onSave,
  onCancel,
}: AddressChoiceProps & { book: BookAddress[]; countries: AddressCountries; rules: AddressFormRules }) {
  const { t } = useTranslation();
  const idPrefix = `delivery${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const preferred = book.find((address) => address.default_shipping) ?? book[0];
  const [choice, setChoice] = useState(preferred ? String(preferred.id) : NEW_ADDRESS);
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: withTelephoneRules(zodResolver(addressFormSchema(countries.list, formTelephoneRule, rules)), (values) => values.country_id),
    mode: 'onTouched',
    defaultValues: emptyAddressForm(countries.defaultId),
  });
  const [postcode, countryId, telephone] = useWatch({ control: form.control, name: ['postcode', 'country_id', 'telephone'] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const saved = book.find((address) => String(address.id) === choice);
    if (!saved) return void form.handleSubmit((typed) => onSave(toAddressPayload(typed)))(event);
    event.preventDefault();
    onSave(fromBook(saved));
  };
  return (
    <form className="delivery-address-choice" onSubmit={submit} noValidate>
      {book.length > 0 && (
        <fieldset>
          <legend>{t('subscriptions.address.deliverTo')}</legend>
          {book.map((address) => (
            <Choice
              key={address.id}
              type="radio"
              name={`${idPrefix}-address`}
              value={String(address.id)}
              checked={choice === String(address.id)}
              disabled={disabled}
              onChange={() => setChoice(String(address.id))}
            >
              {bookAddressLabel(address)}
            </Choice>
          ))}
          <Choice
            type="radio"
            name={`${idPrefix}-address`}
            value={NEW_ADDRESS}
            checked={choice === NEW_ADDRESS}
            disabled={disabled}
            onChange={() => setChoice(NEW_ADDRESS)}
          >
            {t('subscriptions.address.new')}
          </Choice>
        </fieldset>
      )}
      {choice === NEW_ADDRESS && (
        <fieldset>
          <legend>{t('subscriptions.address.newLegend')}</legend>
          <AddressFields
            field={(name) => form.register(name)}
            errors={form.formState.errors}
            postcode={postcode ?? ''}
            countryId={countryId ?? ''}
            telephone={telephone ?? ''}
            countries={countries.list}
            idPrefix={idPrefix}
            section="shipping"
          />
        </fieldset>
      )}
      <div className="actions account-actions">
        <Button type="submit" disabled={disabled}>
          {t('subscriptions.address.use')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
