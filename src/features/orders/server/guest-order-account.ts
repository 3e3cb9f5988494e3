import { invalidInput } from '../../../shared/domain/errors';
import type { Database } from '../../../shared/server/db';
import type { PasswordPolicy } from '../../customers/domain';
import { adoptGuestDetails, registerCustomer } from '../../customers/server';
import { queueMail } from '../../mail/server';
import type { ResolvedStore } from '../../stores/server';
import { isRegistryAddress } from '../../gift-registry/domain';
import type { OrderRow } from './order-rows';
import { claimGuestOrder, lockOrderOfCart } from './store';

/** Not shown in the spec: the order already joined an account (this offer was taken, or the order was a customer's). */
const ORDER_HAS_ACCOUNT = 'This order already belongs to an account. Please sign in to see it.';

/**
 * A guest's order becomes a customer's: an account of the order's email and name with the password
 * given (the store's password rules; an email that has an account is refused with Magento's text), the
 * order's addresses in its book, the order in its history, and the welcome e-mail naming the order (its
 * confirmation was written before the account existed, as a guest's). All in the account's own transaction
 * (`registerCustomer`'s `alongside`): all of it or nothing, the order locked so it joins one account.
 */
export async function createAccountFromGuestOrder(db: Database, shop: ResolvedStore, input: { order: OrderRow; password: string; policy: PasswordPolicy }) {
  const { order } = input;
  if (order.customerId !== null) throw invalidInput(ORDER_HAS_ACCOUNT);
  const customer = await registerCustomer(
    db,
    { email: order.customerEmail, firstname: order.customerFirstname, lastname: order.customerLastname, password: input.password },
    input.policy,
    async (tx, created) => {
      const locked = await lockOrderOfCart(tx, order.cartId);
      if (!locked || !(await claimGuestOrder(tx, locked.id, created.id))) throw invalidInput(ORDER_HAS_ACCOUNT);
      // A gift registry's address is the registrant's, never the giver's to keep.
      const shipping = isRegistryAddress(locked.shippingAddress) ? null : locked.shippingAddress;
      await adoptGuestDetails(tx, created.id, created.email, locked.billingAddress, shipping);
      await queueMail(tx, shop, created.email, {
        template: 'account-created',
        firstname: created.firstname,
        lastname: created.lastname,
        email: created.email,
        fromOrder: { orderId: locked.id, incrementId: locked.incrementId },
      });
    },
  );
  return { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname, order_id: order.id };
}
