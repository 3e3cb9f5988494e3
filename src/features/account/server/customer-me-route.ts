import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInput } from '../../../shared/domain/errors';
import { nameSchema } from '../../../shared/domain/validation/forms';
import { toAddressRecord } from '../../checkout/domain';
import { emailField } from '../../customers/domain';
import { requireCustomer } from '../../customers/server';
import {
  type BookEntry,
  checkCurrentPassword,
  customerAnswer,
  findCustomerById,
  loginFailureCounter,
  replaceAddressBook,
  saveNewsletterSubscription,
  updateCustomerDetails,
} from '../../customers/server';
import { type BookAddressInput, bookAddressFailure, bookAddressSchema } from '../domain';

/** Magento's web-API limit on the entities of a list input. */
const MAX_ADDRESSES = 20;

/** Not shown in the spec: Magento's account page asks for the current password before the email changes. */
const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email.';

const customerMeBody = z.object({
  customer: z.object({
    email: emailField,
    firstname: nameSchema,
    lastname: nameSchema,
    /** The whole address book when present; absent leaves the book as it is (Magento's contract). */
    addresses: z.array(bookAddressSchema).max(MAX_ADDRESSES).optional(),
    extension_attributes: z.object({ is_subscribed: z.boolean().optional() }).optional(),
  }),
  /** Only to change the email. */
  currentPassword: z.string().min(1).max(256).optional(),
});

function bookEntry(address: BookAddressInput): BookEntry {
  const record = toAddressRecord(address);
  return {
    id: address.id ?? null,
    address: {
      firstname: record.firstname,
      lastname: record.lastname,
      company: record.company ?? null,
      street: record.street,
      city: record.city,
      region: record.region ?? null,
      regionId: record.regionId ?? null,
      postcode: record.postcode ?? null,
      countryId: record.countryId,
      telephone: record.telephone,
      isDefaultShipping: address.default_shipping ?? false,
      isDefaultBilling: address.default_billing ?? false,
    },
  };
}

/**
 * `PUT customers/me` (Magento's contract): the signed-in customer's name, email, address book (the whole
 * list; each address by checkout's rules) and newsletter flag (`extension_attributes.is_subscribed`, in
 * this store), in one transaction; answers the customer as `GET customers/me` does.
 */
export async function customerMeRoute(app: FastifyInstance): Promise<void> {
  const loginFailures = loginFailureCounter(app.windowedCounters);
  app.withTypeProvider<ZodTypeProvider>().put('/customers/me', { schema: { tags: ['customers'], body: customerMeBody } }, async (request) => {
    const customerId = await requireCustomer(request);
    const { customer, currentPassword } = request.body;
    for (const address of customer.addresses ?? []) {
      const failure = bookAddressFailure(address, request.shop.settings.checkout);
      if (failure) throw invalidInput(failure.message, failure.parameters);
    }
    const before = await findCustomerById(app.db, customerId);
    const emailChanges = before !== undefined && before.email !== customer.email.toLowerCase();
    if (emailChanges) {
      if (!currentPassword) throw invalidInput(EMAIL_CHANGE_NEEDS_PASSWORD);
      await checkCurrentPassword(app.db, loginFailures, customerId, currentPassword, request.ip);
    }
    await app.db.transaction(async (tx) => {
      const saved = await updateCustomerDetails(tx, customerId, { firstname: customer.firstname, lastname: customer.lastname, email: customer.email });
      if (customer.addresses) await replaceAddressBook(tx, customerId, customer.addresses.map(bookEntry));
      const subscribe = customer.extension_attributes?.is_subscribed;
      if (subscribe !== undefined) {
        await saveNewsletterSubscription(tx, { storeId: request.shop.store.id, email: saved.email, customerId, subscribe });
      }
    });
    return customerAnswer(app.db, customerId, request.shop.store.id);
  });
}
