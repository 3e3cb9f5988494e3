import { webhookEffect } from './webhook-events';

const capture = (status: string, orderId: unknown = '5O190127TN364715T') => ({
  id: '3C679366HH908993F',
  status,
  amount: { currency_code: 'GBP', value: '15.97' },
  supplementary_data: { related_ids: { order_id: orderId } },
});

describe('what a PayPal webhook means for an order', () => {
  it('captures an approved order whose return may never come', () => {
    expect(webhookEffect({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: '5O190127TN364715T', status: 'APPROVED' } })).toEqual({
      kind: 'capture',
      paypalOrderId: '5O190127TN364715T',
    });
  });

  it('pays on a completed capture, with its amount', () => {
    expect(webhookEffect({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture('COMPLETED') })).toEqual({
      kind: 'paid',
      paypalOrderId: '5O190127TN364715T',
      amount: { value: 1597, currency: 'GBP' },
    });
  });

  it('ends the order unpaid on a denied capture', () => {
    expect(webhookEffect({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.DENIED', resource: capture('DECLINED') })).toEqual({
      kind: 'declined',
      paypalOrderId: '5O190127TN364715T',
    });
  });

  it.each([
    ['another event', { id: 'WH-4', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: capture('COMPLETED') }],
    ['no resource', { id: 'WH-5', event_type: 'CHECKOUT.ORDER.APPROVED', resource: null }],
    ['an order id that is no PayPal id', { id: 'WH-6', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture('COMPLETED', '../orders') }],
    ['no order id', { id: 'WH-7', event_type: 'PAYMENT.CAPTURE.DENIED', resource: { id: 'x' } }],
  ])('ignores %s', (_case, event) => {
    expect(webhookEffect(event)).toEqual({ kind: 'ignore' });
  });
});
