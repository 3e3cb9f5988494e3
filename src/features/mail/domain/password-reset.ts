import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';

type PasswordReset = Extract<QueuedMail, { template: 'password-reset' }>;

const PASSWORD_RESET_SUBJECT = 'Reset your %1 password';

/** The link of a reset e-mail: the shop's createPassword page with the token. */
function passwordResetLink(links: MailLinks, token: string): string {
  return `${shopLink(links, pageRoutes.createPassword)}?token=${encodeURIComponent(token)}`;
}

/** Magento's reset e-mail: the single-use link, how long it works, and what to do if the request was not yours. */
export function renderPasswordReset(mail: PasswordReset & { token: string }, links: MailLinks): RenderedMail {
  const { store } = mail;
  const subject = PASSWORD_RESET_SUBJECT.replace('%1', store.brand);
  const link = passwordResetLink(links, mail.token);
  const greeting = `${mail.firstname},`;
  const asked = 'There was recently a request to change the password for your account.';
  const setNew = 'If you requested this change, set a new password here:';
  const validity = `The link works once, for ${mail.validForMinutes} minutes.`;
  const notYou = 'If you did not make this request, you can ignore this email and your password will remain the same.';
  return rendered(
    subject,
    mailText(store, links, [greeting, asked, `${setNew}\n${link}`, validity, notYou]),
    mailDocument(
      store,
      links,
      subject,
      html`<p>${greeting}</p>
<p>${asked}</p>
<p>${setNew}</p>
<p><a href="${link}" style="display:inline-block;background:#1a1a1a;color:#ffffff;padding:10px 16px;text-decoration:none">Set a New Password</a></p>
<p>${validity}</p>
<p>${notYou}</p>`,
    ),
  );
}
