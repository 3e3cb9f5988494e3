/**
 * A PayU payment's status as the shop records it: a page payment waits (PENDING) until PayU approves,
 * declines or expires it; a card is AUTHORIZED, then CAPTURED, or VOIDED when its order was not written.
 * Confirmations come more than once and out of order: a status never moves back, and an unpaid end stays.
 */
const PAYU_STATUSES = ['PENDING', 'AUTHORIZED', 'APPROVED', 'CAPTURED', 'DECLINED', 'EXPIRED', 'ERROR', 'VOIDED', 'REFUNDED'] as const;
export type PayuStatus = (typeof PAYU_STATUSES)[number];

const RANK: Record<PayuStatus, number> = { PENDING: 0, AUTHORIZED: 1, APPROVED: 2, CAPTURED: 2, DECLINED: 2, EXPIRED: 2, ERROR: 2, VOIDED: 3, REFUNDED: 3 };
const UNPAID_ENDS: ReadonlySet<PayuStatus> = new Set(['DECLINED', 'EXPIRED', 'ERROR', 'VOIDED']);

/** The statuses that pay an order, and those that end it unpaid. */
export const PAID_STATUSES: readonly PayuStatus[] = ['APPROVED', 'CAPTURED'];
export const UNPAID_STATUSES: readonly PayuStatus[] = [...UNPAID_ENDS];

export function isPayuStatus(value: string): value is PayuStatus {
  return (PAYU_STATUSES as readonly string[]).includes(value);
}

/** The status after PayU's word: the incoming one when it moves the payment forward, else null (kept as it is). */
export function nextPayuStatus(current: PayuStatus | null, incoming: PayuStatus): PayuStatus | null {
  if (current === null) return incoming;
  if (UNPAID_ENDS.has(current)) return null;
  return RANK[incoming] > RANK[current] ? incoming : null;
}
