import { resolveBillingAddress } from './billing-resolution';

describe('the billing address re-resolved on a payment method change (spec 001 §4)', () => {
  const shipping = { street: '10 Downing Street' };
  const chosen = { street: '1 Billing Road' };

  it.each([
    ['same as shipping → the delivery address', { kind: 'same' } as const, shipping, shipping],
    ['same as shipping without a delivery address → nothing', { kind: 'same' } as const, null, null],
    ['a chosen address → that address', { kind: 'chosen', address: chosen } as const, shipping, chosen],
    ['being edited → nothing (Place Order sends it)', { kind: 'editing', previous: { kind: 'same' } } as const, shipping, null],
  ])('%s', (_label, state, delivery, expected) => {
    expect(resolveBillingAddress(state, delivery)).toEqual(expected);
  });
});
