import { escapeHtml, type MailStore, type OrderConfirmation, renderOrderConfirmation } from './index';

const FRANCE: MailStore = { code: 'fr', brand: 'Vype', locale: 'fr-FR', currency: 'EUR', timeZone: 'Europe/Paris' };
const LINKS = { shopOrigin: 'https://boutique.example' };
const ADDRESS = {
  firstname: 'Zoé',
  lastname: '<script>alert(1)</script>',
  street: ['3 rue de la Paix'],
  city: 'Paris',
  postcode: '75002',
  countryId: 'FR',
  telephone: '+33612345678',
};
const ORDER: OrderConfirmation = {
  incrementId: '000000042',
  firstname: 'Zoé',
  lastname: '<script>alert(1)</script>',
  placedAt: '2026-11-29T23:30:00.000Z',
  isGuest: true,
  lines: [{ name: 'ePod "Menthe" & co', sku: 'EPOD-MINT', qty: 2, rowTotalInclTax: 123456, subscriptionIntervalMonths: null }],
  totals: { subtotalInclTax: 123456, discount: 0, shippingInclTax: 0, tax: 20576, grandTotal: 123456 },
  shippingAddress: null,
  billingAddress: ADDRESS,
  deliveryMethod: 'Colissimo - Point Retrait',
  deliveryPoint: { name: 'Tabac <Le Central>', lines: ['1 place Vendôme', '75001 Paris'] },
  payment: { title: 'Credit / Debit Card', cardType: 'Visa', cardLast4: '1111' },
  subscriptionNextDate: null,
};

describe('the order confirmation', () => {
  const mail = renderOrderConfirmation(FRANCE, ORDER, LINKS);

  it('writes money and dates the store’s way, the card masked, the pickup point in place of a delivery address', () => {
    expect(mail.subject).toBe('Your Vype order confirmation #000000042');
    expect(mail.text).toContain('placed on 30 novembre 2026');
    expect(mail.text).toContain('2 × ePod "Menthe" & co (SKU EPOD-MINT): 1\u202f234,56\u00a0€');
    expect(mail.text).toContain('Payment method\nCredit / Debit Card (Visa ending 1111)');
    expect(mail.text).toContain('Collect from\nColissimo - Point Retrait\nTabac <Le Central>\n1 place Vendôme\n75001 Paris');
    expect(mail.text).not.toContain('Delivery address');
    expect(mail.text).toContain('Billing address\nZoé <script>alert(1)</script>\n3 rue de la Paix\nParis, 75002\nFrance');
  });

  it('escapes every value it puts in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml('<script>alert(1)</script>'));
    expect(mail.html).toContain('ePod &quot;Menthe&quot; &amp; co');
    expect(mail.html).toContain('Tabac &lt;Le Central&gt;');
    expect(mail.html).toContain('<html lang="fr-FR">');
  });
});
