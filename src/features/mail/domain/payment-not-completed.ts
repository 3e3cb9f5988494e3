import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';
import { mailTextsFor } from './texts';

type PaymentNotCompleted = Extract<QueuedMail, { template: 'payment-not-completed' }>;

/**
 * An order paid on a provider's page (an alternative payment, the hosted card page, PayPal, PayU) whose
 * payment was cancelled or refused: the order is cancelled and its basket restored, so the shopper can pay
 * again from the basket.
 */
export function renderPaymentNotCompleted(mail: PaymentNotCompleted, links: MailLinks): RenderedMail {
  const t = mailTextsFor(mail.store.locale);
  const subject = t('paymentNotCompleted.subject', { incrementId: mail.incrementId });
  const basket = shopLink(links, pageRoutes.cart);
  const greeting = t('layout.greeting', { firstname: mail.firstname });
  const what = t('paymentNotCompleted.what', { incrementId: mail.incrementId, paymentTitle: mail.paymentTitle });
  const next = t('paymentNotCompleted.next');
  return rendered(
    subject,
    mailText(mail.store, links, [greeting, what, `${next}\n${basket}`]),
    mailDocument(
      mail.store,
      links,
      subject,
      html`<p>${greeting}</p>
<p>${what}</p>
<p>${next} <a href="${basket}">${t('paymentNotCompleted.basketLink')}</a></p>`,
    ),
  );
}
