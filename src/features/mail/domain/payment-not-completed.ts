import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';

type PaymentNotCompleted = Extract<QueuedMail, { template: 'payment-not-completed' }>;

const PAYMENT_NOT_COMPLETED_SUBJECT = 'Your order #%1 was cancelled: the payment was not completed';

/**
 * An order paid on a provider's page (an alternative payment, the hosted card page, PayPal, PayU) whose
 * payment was cancelled or refused: the order is cancelled and its basket restored, so the shopper can pay
 * again from the basket.
 */
export function renderPaymentNotCompleted(mail: PaymentNotCompleted, links: MailLinks): RenderedMail {
  const subject = PAYMENT_NOT_COMPLETED_SUBJECT.replace('%1', mail.incrementId);
  const basket = shopLink(links, pageRoutes.cart);
  const greeting = `${mail.firstname},`;
  const what = `The payment for your order #${mail.incrementId} (${mail.paymentTitle}) was not completed, so we have cancelled the order. No money has been taken for it.`;
  const next = 'The items are back in your basket: to order them, choose a payment method again at checkout.';
  return rendered(
    subject,
    mailText(mail.store, links, [greeting, what, `${next}\n${basket}`]),
    mailDocument(
      mail.store,
      links,
      subject,
      html`<p>${greeting}</p>
<p>${what}</p>
<p>${next} <a href="${basket}">Go to your basket</a></p>`,
    ),
  );
}
