import { type ExpressPaymentView, judgeCapture, judgeReturn, readExpressSubmission } from './express';

const KEY = 'k2Yq9v3xT0b8Lw1pZr6sAa';

describe('what the shopper sends for PayPal Express', () => {
  it('reads the start key and the wish to save PayPal', () => {
    expect(readExpressSubmission({ paypal_start_key: KEY })).toEqual({ startKey: KEY, saveAgreement: false });
    expect(readExpressSubmission({ paypal_start_key: KEY, paypal_save_agreement: true })).toEqual({ startKey: KEY, saveAgreement: true });
  });

  it.each([
    [undefined],
    [null],
    [{}],
    [{ paypal_start_key: 'short' }],
    [{ paypal_start_key: `${KEY}!` }],
    [{ paypal_start_key: 'x'.repeat(87) }],
    [{ paypal_start_key: KEY, paypal_save_agreement: 'yes' }],
    [{ paypal_start_key: KEY, cc_number: '4444333322221111' }],
  ])('refuses %j', (data) => {
    expect(readExpressSubmission(data)).toBeNull();
  });
});

describe('a return from PayPal’s approval page', () => {
  const waiting: ExpressPaymentView = {
    paypalOrderId: '5O190127TN364715T',
    status: 'PAYER_ACTION_REQUIRED',
    amount: { value: 1597, currency: 'GBP' },
    returnedAt: null,
  };
  const back = { token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' };

  it('captures the payment this browser is waiting for', () => {
    expect(judgeReturn(waiting, back)).toEqual({ kind: 'capture' });
  });

  it.each([
    ['no payment waiting in this browser', null, back],
    ['another PayPal order’s token', waiting, { ...back, token: '8AB12345CD678901E' }],
    ['no token', waiting, { PayerID: back.PayerID }],
    ['no payer', waiting, { token: back.token }],
    ['a payer id that is no PayPal id', waiting, { ...back, PayerID: '<script>' }],
    ['a token sent twice', waiting, { ...back, token: [back.token, back.token] }],
  ])('refuses %s as not recognised', (_case, payment, query) => {
    expect(judgeReturn(payment, query)).toEqual({ kind: 'refused', reason: 'not-recognised' });
  });

  it('refuses a second return with the same token (a replay)', () => {
    expect(judgeReturn({ ...waiting, returnedAt: new Date(), status: 'CAPTURED' }, back)).toEqual({ kind: 'refused', reason: 'already-used' });
  });

  it('sends the first return on when a webhook settled the payment before it', () => {
    expect(judgeReturn({ ...waiting, status: 'CAPTURED' }, back)).toEqual({ kind: 'paid' });
    expect(judgeReturn({ ...waiting, status: 'CAPTURE_PENDING' }, back)).toEqual({ kind: 'paid' });
    expect(judgeReturn({ ...waiting, status: 'DECLINED' }, back)).toEqual({ kind: 'ended' });
  });
});

describe('a capture judged against the order', () => {
  const order = { value: 1597, currency: 'GBP' };
  it.each([
    [{ status: 'COMPLETED', amount: order }, 'paid'],
    [{ status: 'PENDING', amount: order }, 'pending'],
    [{ status: 'DECLINED', amount: order }, 'declined'],
    [{ status: 'FAILED', amount: null }, 'declined'],
    [{ status: 'COMPLETED', amount: { value: 1596, currency: 'GBP' } }, 'mismatch'],
    [{ status: 'COMPLETED', amount: { value: 1597, currency: 'EUR' } }, 'mismatch'],
    [{ status: 'COMPLETED', amount: null }, 'mismatch'],
  ])('%j is %s', (capture, verdict) => {
    expect(judgeCapture(capture, order)).toBe(verdict);
  });
});
