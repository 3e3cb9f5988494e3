import { pageRoutes } from '../../../shared/domain/page-routes';
import { formatCalendarDay } from './format';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { MailStore, QueuedMail, RenderedMail } from './messages';
import { type MailTexts, mailTextsFor } from './texts';

type RenewalPlaced = Extract<QueuedMail, { template: 'subscription-renewal-placed' }>;
type RenewalFailed = Extract<QueuedMail, { template: 'subscription-renewal-failed' }>;
type SubscriptionChanged = Extract<QueuedMail, { template: 'subscription-changed' }>;

function subscriptionMail(t: MailTexts, mail: { store: MailStore; firstname: string }, links: MailLinks, subject: string, paragraphs: string[]): RenderedMail {
  const manage = shopLink(links, pageRoutes.subscriptions);
  const manageText = t('subscription.manage');
  const greeting = t('layout.greeting', { firstname: mail.firstname });
  return rendered(
    subject,
    mailText(mail.store, links, [greeting, ...paragraphs, `${manageText}\n${manage}`]),
    mailDocument(
      mail.store,
      links,
      subject,
      html`<p>${greeting}</p>
${paragraphs.map((p) => html`<p>${p}</p>`)}
<p>${manageText} <a href="${manage}">${t('subscription.manageLink')}</a></p>`,
    ),
  );
}

/** A renewal was placed and paid with the subscription's card. */
export function renderRenewalPlaced(mail: RenewalPlaced, links: MailLinks): RenderedMail {
  const t = mailTextsFor(mail.store.locale);
  const order = shopLink(links, pageRoutes.orderView.replace(':orderId', String(mail.orderId)));
  return subscriptionMail(t, mail, links, t('subscription.renewedSubject', { incrementId: mail.incrementId }), [
    t('subscription.renewed', { incrementId: mail.incrementId, link: order }),
    t('subscription.nextDelivery', { date: formatCalendarDay(mail.store, mail.nextDate) }),
  ]);
}

/** A renewal's payment was refused; another try follows, or with the tries spent the subscription waits for a new card. */
export function renderRenewalFailed(mail: RenewalFailed, links: MailLinks): RenderedMail {
  const t = mailTextsFor(mail.store.locale);
  const what = mail.finalAttempt ? t('subscription.failedFinal') : t('subscription.failedRetrying');
  return subscriptionMail(t, mail, links, t('subscription.failedSubject'), [what]);
}

/** The customer (or the shop) changed a subscription: the e-mail says what changed. */
export function renderSubscriptionChanged(mail: SubscriptionChanged, links: MailLinks): RenderedMail {
  const t = mailTextsFor(mail.store.locale);
  return subscriptionMail(t, mail, links, t('subscription.changedSubject'), [t(`subscription.changed.${mail.change}`)]);
}
