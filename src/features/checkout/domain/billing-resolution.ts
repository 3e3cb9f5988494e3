/**
 * Where the billing address stands on the payment step (spec 001 §4): the delivery address ('same as
 * shipping'), being edited (the address it replaces kept aside for Cancel), or a separate address.
 */
export type BillingStateOf<A> = { kind: 'same' } | { kind: 'editing'; previous: BillingStateOf<A> | null } | { kind: 'chosen'; address: A };

/**
 * Spec 001 §4: 'On a payment method change the billing address is re-resolved': the delivery address
 * while 'same as shipping' holds, the chosen address otherwise; nothing while the form is being edited
 * (Place Order validates and sends it) or when there is no delivery address to copy.
 */
export function resolveBillingAddress<A>(state: BillingStateOf<A>, shippingAddress: A | null | undefined): A | null {
  if (state.kind === 'same') return shippingAddress ?? null;
  if (state.kind === 'chosen') return state.address;
  return null;
}
