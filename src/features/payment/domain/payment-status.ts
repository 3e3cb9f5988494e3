/**
 * A payment's status as the gateway's notifications move it (REFERENCE "Gateway callbacks"):
 * notifications come more than once and out of order; each applies once and never moves a payment
 * backwards. A refused, failed or cancelled payment stays so.
 */
const PAYMENT_STATUSES = ['PENDING', 'AUTHORISED', 'REFUSED', 'ERROR', 'CANCELLED', 'CAPTURED', 'SETTLED', 'SENT_FOR_REFUND', 'REFUNDED'] as const;
export type GatewayPaymentStatus = (typeof PAYMENT_STATUSES)[number];

const RANK: Record<GatewayPaymentStatus, number> = {
  PENDING: 0,
  AUTHORISED: 1,
  REFUSED: 1,
  ERROR: 1,
  CANCELLED: 2,
  CAPTURED: 2,
  SETTLED: 3,
  SENT_FOR_REFUND: 4,
  REFUNDED: 5,
};
const FINAL: ReadonlySet<GatewayPaymentStatus> = new Set(['REFUSED', 'ERROR', 'CANCELLED']);

export function isPaymentStatus(value: string): value is GatewayPaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** The status after a notification: the incoming one when it moves the payment forward, else null (kept as it is). */
export function nextPaymentStatus(current: GatewayPaymentStatus | null, incoming: GatewayPaymentStatus): GatewayPaymentStatus | null {
  if (current === null) return incoming;
  if (FINAL.has(current)) return null;
  return RANK[incoming] > RANK[current] ? incoming : null;
}

/** An order paid on the gateway's page waits in this state until the gateway's signed notification (spec 002 §4). */
export const PENDING_PAYMENT = { state: 'pending_payment', status: 'pending_payment' } as const;
