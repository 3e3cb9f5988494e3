import { invalidInput, noSuchEntity } from '../../../shared/domain/errors';
import type { Database } from '../../../shared/server/db';
import type { PasswordPolicy } from '../../customers/domain';
import { adoptGuestDetails, registerCustomer } from '../../customers/server/service';
import { isRegistryAddress } from '../../gift-registry/domain';
import { claimGuestOrder, lockOrderOfCart } from './store';

/** Not shown in the spec: the order already joined an account (this offer was taken, or the order was a customer's). */
const ORDER_HAS_ACCOUNT = 'This order already belongs to an account. Please sign in to see it.';

/**
 * A guest's order becomes a customer's: an account of the order's email and name with the password
 * given (the store's password rules; an email that has an account is refused with Magento's text), the
 * order's addresses in its book, and the order in its history. One transaction: all of it or nothing.
 */
export async function createAccountFromGuestOrder(db: Database, input: { cartId: number; password: string; policy: PasswordPolicy }) {
  return db.transaction(async (tx) => {
    const order = await lockOrderOfCart(tx, input.cartId);
    if (!order) throw noSuchEntity('cartId', input.cartId);
    if (order.customerId !== null) throw invalidInput(ORDER_HAS_ACCOUNT);
    const customer = await registerCustomer(
      tx,
      { email: order.customerEmail, firstname: order.customerFirstname, lastname: order.customerLastname, password: input.password },
      input.policy,
    );
    await claimGuestOrder(tx, order.id, customer.id);
    // A gift registry's address is the registrant's, never the giver's to keep.
    const shipping = isRegistryAddress(order.shippingAddress) ? null : order.shippingAddress;
    await adoptGuestDetails(tx, customer.id, customer.email, order.billingAddress, shipping);
    return { id: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname, order_id: order.id };
  });
}
