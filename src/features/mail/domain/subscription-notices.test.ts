import { renderRenewalFailed, renderRenewalPlaced, renderSubscriptionChanged } from './index';

const UK = { code: 'uk', brand: 'Vype', locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' };
const LINKS = { shopOrigin: 'https://shop.example' };

describe("a subscription's e-mails", () => {
  it('a renewal names its order, links to it and to the subscriptions, and gives the next delivery day in the store’s words', () => {
    const mail = renderRenewalPlaced(
      { template: 'subscription-renewal-placed', store: UK, firstname: 'John', orderId: 42, incrementId: '000000042', nextDate: '2027-01-05' },
      LINKS,
    );
    expect(mail.subject).toBe('Your subscription order #000000042');
    expect(mail.text).toContain('https://shop.example/sales/order/view/order_id/42');
    expect(mail.text).toContain('Your next delivery: 5 January 2027.');
    expect(mail.html).toContain('href="https://shop.example/customer/account/subscriptions"');
  });

  it('a refused renewal says whether another try follows', () => {
    const retrying = renderRenewalFailed({ template: 'subscription-renewal-failed', store: UK, firstname: 'Jane', finalAttempt: false }, LINKS);
    const final = renderRenewalFailed({ template: 'subscription-renewal-failed', store: UK, firstname: 'Jane', finalAttempt: true }, LINKS);
    expect(retrying.text).toContain('We will try again in a few days');
    expect(final.text).toContain('this delivery will not be sent');
  });

  it('a change says what changed', () => {
    const mail = renderSubscriptionChanged({ template: 'subscription-changed', store: UK, firstname: 'John', change: 'cancelled' }, LINKS);
    expect(mail.subject).toBe('Your subscription has changed');
    expect(mail.text).toContain('Your subscription has been cancelled: no more deliveries are sent and no more payments are taken.');
  });
});

describe("a subscription's e-mails in the store's language", () => {
  const FRANCE = { code: 'fr', brand: 'Vype', locale: 'fr-FR', currency: 'EUR', timeZone: 'Europe/Paris' };

  it('a French renewal says so in French, with the day the French way', () => {
    const mail = renderRenewalPlaced(
      { template: 'subscription-renewal-placed', store: FRANCE, firstname: 'Zoé', orderId: 42, incrementId: '000000042', nextDate: '2027-01-05' },
      LINKS,
    );
    expect(mail.subject).toBe('Votre commande d’abonnement n° 000000042');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain('Votre prochaine livraison : 5 janvier 2027.');
    expect(mail.html).toContain('>Mes abonnements</a>');
    expect(mail.html).toContain('<html lang="fr-FR">');
  });

  it('a French change says what changed in French', () => {
    const mail = renderSubscriptionChanged({ template: 'subscription-changed', store: FRANCE, firstname: 'Zoé', change: 'paused' }, LINKS);
    expect(mail.subject).toBe('Votre abonnement a été modifié');
    expect(mail.text).toContain('Votre abonnement est en pause');
  });
});
