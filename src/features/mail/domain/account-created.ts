import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';
import { mailTextsFor } from './texts';

type AccountCreated = Extract<QueuedMail, { template: 'account-created' }>;

/**
 * Magento's welcome e-mail, saying only what the shop does: how to sign in, and where to reset the password;
 * for an account made from a guest's order, that the order is in it, with its link.
 */
export function renderAccountCreated(mail: AccountCreated, links: MailLinks): RenderedMail {
  const { store } = mail;
  const t = mailTextsFor(store.locale);
  const subject = t('accountCreated.subject', { brand: store.brand });
  const login = shopLink(links, pageRoutes.login);
  const forgot = shopLink(links, pageRoutes.forgotPassword);
  const greeting = t('layout.greetingFullName', { firstname: mail.firstname, lastname: mail.lastname });
  const welcome = t('accountCreated.welcome', { brand: store.brand });
  const signIn = t('accountCreated.signIn', { email: mail.email });
  const forgotten = t('accountCreated.forgotten');
  // The confirmation of a guest's order was written before the account existed: this e-mail says where the order went.
  const order = mail.fromOrder ? shopLink(links, pageRoutes.orderView.replace(':orderId', String(mail.fromOrder.orderId))) : null;
  const orderJoined = mail.fromOrder ? t('accountCreated.orderJoined', { incrementId: mail.fromOrder.incrementId }) : null;
  return rendered(
    subject,
    mailText(store, links, [greeting, welcome, ...(orderJoined ? [`${orderJoined}\n${order}`] : []), `${signIn}\n${login}`, `${forgotten}\n${forgot}`]),
    mailDocument(
      store,
      links,
      subject,
      html`<p>${greeting}</p>
<p>${welcome}</p>
${orderJoined ? html`<p>${orderJoined} <a href="${order}">${t('accountCreated.viewOrder', { incrementId: mail.fromOrder?.incrementId ?? '' })}</a></p>` : ''}
<p>${signIn} <a href="${login}">${t('accountCreated.signInLink')}</a></p>
<p>${forgotten} <a href="${forgot}">${t('accountCreated.forgottenLink')}</a></p>`,
    ),
  );
}
