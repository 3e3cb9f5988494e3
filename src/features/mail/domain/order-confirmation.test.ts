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

  it('speaks the store’s language, writes money, dates and the address the store’s way, the card masked, the pickup point in place of a delivery address', () => {
    expect(mail.subject).toBe('Confirmation de votre commande Vype n° 000000042');
    expect(mail.text).toContain('Bonjour Zoé <script>alert(1)</script>,');
    expect(mail.text).toContain('Commande n° 000000042, passée le 30 novembre 2026');
    expect(mail.text).toContain('2 × ePod "Menthe" & co (réf. EPOD-MINT) : 1\u202f234,56\u00a0€');
    expect(mail.text).toContain('Moyen de paiement\nCredit / Debit Card (Visa se terminant par 1111)');
    expect(mail.text).toContain('À retirer au point\nColissimo - Point Retrait\nTabac <Le Central>\n1 place Vendôme\n75001 Paris');
    expect(mail.text).not.toContain('Adresse de livraison');
    expect(mail.text).toContain('Adresse de facturation\nZoé <script>alert(1)</script>\n3 rue de la Paix\n75002 Paris\nFrance');
    expect(mail.text).toContain('Total TTC : 1\u202f234,56\u00a0€');
    expect(mail.text).not.toMatch(/Order|Payment method|Billing address|Grand Total/);
  });

  it('is written in German for the German store, with the subscription in its plural', () => {
    const germany: MailStore = { code: 'de', brand: 'Vype', locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' };
    const subscribed = { ...ORDER, lines: [{ ...ORDER.lines[0], subscriptionIntervalMonths: 2 }], subscriptionNextDate: '2027-01-05' };
    const german = renderOrderConfirmation(
      germany,
      { ...subscribed, billingAddress: { ...ADDRESS, city: 'Berlin', postcode: '10115', countryId: 'DE' } },
      LINKS,
    );
    expect(german.subject).toBe('Ihre Bestellbestätigung von Vype Nr. 000000042');
    expect(german.text).toContain('2 × ePod "Menthe" & co (Abo, alle 2 Monate) (Art.-Nr. EPOD-MINT): 1.234,56\u00a0€');
    expect(german.text).toContain('Ihr Abo\nNächste Lieferung: 5. Januar 2027');
    expect(german.text).toContain('Rechnungsadresse\nZoé <script>alert(1)</script>\n3 rue de la Paix\n10115 Berlin\nDeutschland');
    expect(german.html).toContain('<th style="padding:6px 4px;border-bottom:1px solid #eeeeee;text-align:left;vertical-align:top">Artikel</th>');
    expect(german.html).toContain('<html lang="de-DE">');
  });

  it('stays in English for the UK store', () => {
    const uk: MailStore = { code: 'uk', brand: 'Vype', locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' };
    const english = renderOrderConfirmation(uk, { ...ORDER, billingAddress: { ...ADDRESS, city: 'London', postcode: 'NW1 6XE', countryId: 'GB' } }, LINKS);
    expect(english.subject).toBe('Your Vype order confirmation #000000042');
    expect(english.text).toContain('Billing address\nZoé <script>alert(1)</script>\n3 rue de la Paix\nLondon\nNW1 6XE\nUnited Kingdom');
    expect(english.text).toContain('Payment method\nCredit / Debit Card (Visa ending 1111)');
  });

  it('escapes every value it puts in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml('<script>alert(1)</script>'));
    expect(mail.html).toContain('ePod &quot;Menthe&quot; &amp; co');
    expect(mail.html).toContain('Tabac &lt;Le Central&gt;');
    expect(mail.html).toContain('<html lang="fr-FR">');
  });
});
