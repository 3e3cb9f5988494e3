import { renderPaymentNotCompleted } from './index';

const UK = { code: 'uk', brand: 'Vype', locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' };

describe('the e-mail of an order whose payment was not completed', () => {
  const mail = renderPaymentNotCompleted(
    { template: 'payment-not-completed', store: UK, firstname: 'Amy <b>', incrementId: '000000007', paymentTitle: 'iDEAL' },
    { shopOrigin: 'https://shop.example' },
  );

  it('says the order was cancelled, that no money was taken, and where the items are', () => {
    expect(mail.subject).toBe('Your order #000000007 was cancelled: the payment was not completed');
    expect(mail.text).toContain(
      'The payment for your order #000000007 (iDEAL) was not completed, so we have cancelled the order. No money has been taken for it.',
    );
    expect(mail.text).toContain('https://shop.example/checkout/cart');
    expect(mail.html).toContain('href="https://shop.example/checkout/cart"');
  });

  it('escapes what the shopper typed', () => {
    expect(mail.html).toContain('Amy &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>');
  });
});
