import { fromPayPalAmount, type Money } from './amounts';
import { PAYPAL_ID } from './express';

/**
 * The webhook events the shop acts on (PayPal's event types) and what each means for the order whose
 * return may never have come: approved → capture it now; capture completed → paid; denied → ended unpaid.
 */
export type WebhookEffect =
  | { kind: 'capture'; paypalOrderId: string }
  | { kind: 'paid'; paypalOrderId: string; amount: Money | null }
  | { kind: 'declined'; paypalOrderId: string }
  | { kind: 'ignore' };

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource: unknown;
}

const idOf = (value: unknown) => (typeof value === 'string' && PAYPAL_ID.test(value) ? value : null);

/** The PayPal order a capture belongs to (`supplementary_data.related_ids.order_id`). */
function orderIdOfCapture(resource: Record<string, unknown>): string | null {
  const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
  return idOf(related?.order_id);
}

export function webhookEffect(event: WebhookEvent): WebhookEffect {
  if (typeof event.resource !== 'object' || event.resource === null) return { kind: 'ignore' };
  const resource = event.resource as Record<string, unknown>;
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const id = idOf(resource.id);
      return id ? { kind: 'capture', paypalOrderId: id } : { kind: 'ignore' };
    }
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const id = orderIdOfCapture(resource);
      return id ? { kind: 'paid', paypalOrderId: id, amount: fromPayPalAmount(resource.amount) } : { kind: 'ignore' };
    }
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const id = orderIdOfCapture(resource);
      return id ? { kind: 'declined', paypalOrderId: id } : { kind: 'ignore' };
    }
    default:
      return { kind: 'ignore' };
  }
}
