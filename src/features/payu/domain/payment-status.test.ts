import { nextPayuStatus } from './payment-status';

describe('a PayU payment’s status moves forward only', () => {
  it.each([
    [null, 'PENDING', 'PENDING'],
    ['PENDING', 'APPROVED', 'APPROVED'],
    ['PENDING', 'EXPIRED', 'EXPIRED'],
    ['AUTHORIZED', 'CAPTURED', 'CAPTURED'],
    ['AUTHORIZED', 'VOIDED', 'VOIDED'],
    ['CAPTURED', 'REFUNDED', 'REFUNDED'],
    ['APPROVED', 'PENDING', null],
    ['APPROVED', 'DECLINED', null],
    ['DECLINED', 'APPROVED', null],
    ['EXPIRED', 'APPROVED', null],
    ['VOIDED', 'CAPTURED', null],
    ['APPROVED', 'APPROVED', null],
  ] as const)('%s then %s → %s', (current, incoming, next) => expect(nextPayuStatus(current, incoming)).toBe(next));
});
