import { pageRoutes } from '../../../shared/domain/page-routes';
import { formatCalendarDay } from './format';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';

type RenewalPlaced = Extract<QueuedMail, { template: 'subscription-renewal-placed' }>;
type RenewalFailed = Extract<QueuedMail, { template: 'subscription-renewal-failed' }>;
type SubscriptionChanged = Extract<QueuedMail, { template: 'subscription-changed' }>;

/** What each change to a subscription is called in its e-mail. */
const CHANGE_WORDS: Record<SubscriptionChanged['change'], string> = {
  quantity: 'The quantity of your subscription has been changed.',
  interval: 'How often your subscription is delivered has been changed.',
  skipped: 'Your next subscription delivery will be skipped.',
  paused: 'Your subscription has been paused: no delivery is sent and no payment is taken until you resume it.',
  resumed: 'Your subscription has been resumed.',
  cancelled: 'Your subscription has been cancelled: no more deliveries are sent and no more payments are taken.',
  card: 'The card that pays your subscription has been changed.',
  address: 'The delivery address of your subscription has been changed.',
};

function subscriptionMail(mail: { store: RenewalPlaced['store']; firstname: string }, links: MailLinks, subject: string, paragraphs: string[]): RenderedMail {
  const manage = shopLink(links, pageRoutes.subscriptions);
  const manageText = 'See or change your subscriptions in your account:';
  const greeting = `${mail.firstname},`;
  return rendered(
    subject,
    mailText(mail.store, links, [greeting, ...paragraphs, `${manageText}\n${manage}`]),
    mailDocument(
      mail.store,
      links,
      subject,
      html`<p>${greeting}</p>
${paragraphs.map((p) => html`<p>${p}</p>`)}
<p>${manageText} <a href="${manage}">My Subscriptions</a></p>`,
    ),
  );
}

/** A renewal was placed and paid with the subscription's card. */
export function renderRenewalPlaced(mail: RenewalPlaced, links: MailLinks): RenderedMail {
  const order = shopLink(links, pageRoutes.orderView.replace(':orderId', String(mail.orderId)));
  return subscriptionMail(mail, links, `Your subscription order #${mail.incrementId}`, [
    `Your subscription has been renewed: order #${mail.incrementId} is placed and paid with your saved card. See it here: ${order}`,
    `Your next delivery: ${formatCalendarDay(mail.store, mail.nextDate)}.`,
  ]);
}

/** A renewal's payment was refused; another try follows, or with the tries spent the subscription waits for a new card. */
export function renderRenewalFailed(mail: RenewalFailed, links: MailLinks): RenderedMail {
  const what = mail.finalAttempt
    ? 'We could not take the payment for your subscription, so this delivery will not be sent. Please choose another card for your subscription in your account.'
    : 'We could not take the payment for your subscription. We will try again in a few days; you can also choose another card in your account.';
  return subscriptionMail(mail, links, 'We could not renew your subscription', [what]);
}

/** The customer (or the shop) changed a subscription. */
export function renderSubscriptionChanged(mail: SubscriptionChanged, links: MailLinks): RenderedMail {
  return subscriptionMail(mail, links, 'Your subscription has changed', [CHANGE_WORDS[mail.change]]);
}
