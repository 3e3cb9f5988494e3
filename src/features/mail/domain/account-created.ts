import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';

type AccountCreated = Extract<QueuedMail, { template: 'account-created' }>;

const ACCOUNT_CREATED_SUBJECT = 'Welcome to %1';

/**
 * Magento's welcome e-mail, saying only what the shop does: how to sign in, and where to reset the password;
 * for an account made from a guest's order, that the order is in it, with its link.
 */
export function renderAccountCreated(mail: AccountCreated, links: MailLinks): RenderedMail {
  const { store } = mail;
  const subject = ACCOUNT_CREATED_SUBJECT.replace('%1', store.brand);
  const login = shopLink(links, pageRoutes.login);
  const forgot = shopLink(links, pageRoutes.forgotPassword);
  const greeting = `${mail.firstname} ${mail.lastname},`;
  const welcome = `Welcome to ${store.brand}. Your account has been created.`;
  const signIn = `To sign in, use your email address (${mail.email}) and the password you chose, at checkout or here:`;
  const forgotten = 'Forgot your password? Ask for a new one here:';
  // The confirmation of a guest's order was written before the account existed: this e-mail says where the order went.
  const order = mail.fromOrder ? shopLink(links, pageRoutes.orderView.replace(':orderId', String(mail.fromOrder.orderId))) : null;
  const orderJoined = mail.fromOrder ? `Your order #${mail.fromOrder.incrementId} is in your account now: you can follow it in My Account.` : null;
  return rendered(
    subject,
    mailText(store, links, [greeting, welcome, ...(orderJoined ? [`${orderJoined}\n${order}`] : []), `${signIn}\n${login}`, `${forgotten}\n${forgot}`]),
    mailDocument(
      store,
      links,
      subject,
      html`<p>${greeting}</p>
<p>${welcome}</p>
${orderJoined ? html`<p>${orderJoined} <a href="${order}">View order #${mail.fromOrder?.incrementId}</a></p>` : ''}
<p>${signIn} <a href="${login}">Sign in</a></p>
<p>${forgotten} <a href="${forgot}">Forgot Your Password?</a></p>`,
    ),
  );
}
