import { nextPaymentStatus } from './payment-status';

describe('a payment moves forward only', () => {
  it.each([
    [null, 'AUTHORISED', 'AUTHORISED'],
    [null, 'CAPTURED', 'CAPTURED'],
    ['PENDING', 'AUTHORISED', 'AUTHORISED'],
    ['PENDING', 'REFUSED', 'REFUSED'],
    ['AUTHORISED', 'CAPTURED', 'CAPTURED'],
    ['AUTHORISED', 'CANCELLED', 'CANCELLED'],
    ['AUTHORISED', 'AUTHORISED', null],
    ['AUTHORISED', 'REFUSED', null],
    ['CAPTURED', 'AUTHORISED', null],
    ['CAPTURED', 'CANCELLED', null],
    ['CAPTURED', 'SETTLED', 'SETTLED'],
    ['SETTLED', 'CAPTURED', null],
    ['SETTLED', 'REFUNDED', 'REFUNDED'],
    ['SENT_FOR_REFUND', 'REFUNDED', 'REFUNDED'],
    ['REFUNDED', 'SENT_FOR_REFUND', null],
    ['CANCELLED', 'SETTLED', null],
    ['REFUSED', 'AUTHORISED', null],
    ['ERROR', 'CAPTURED', null],
  ] as const)('%s + %s → %s', (current, incoming, expected) => {
    expect(nextPaymentStatus(current, incoming)).toBe(expected);
  });
});
