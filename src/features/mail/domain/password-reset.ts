import { pageRoutes } from '../../../shared/domain/page-routes';
import { html } from './html';
import { type MailLinks, mailDocument, mailText, rendered, shopLink } from './layout';
import type { QueuedMail, RenderedMail } from './messages';
import { mailTextsFor } from './texts';

type PasswordReset = Extract<QueuedMail, { template: 'password-reset' }>;

/** The link of a reset e-mail: the shop's createPassword page with the token. */
function passwordResetLink(links: MailLinks, token: string): string {
  return `${shopLink(links, pageRoutes.createPassword)}?token=${encodeURIComponent(token)}`;
}

/** Magento's reset e-mail: the single-use link, how long it works, and what to do if the request was not yours. */
export function renderPasswordReset(mail: PasswordReset & { token: string }, links: MailLinks): RenderedMail {
  const { store } = mail;
  const t = mailTextsFor(store.locale);
  const subject = t('passwordReset.subject', { brand: store.brand });
  const link = passwordResetLink(links, mail.token);
  const greeting = t('layout.greeting', { firstname: mail.firstname });
  const asked = t('passwordReset.asked');
  const setNew = t('passwordReset.setNew');
  const validity = t('passwordReset.validity', { count: mail.validForMinutes });
  const notYou = t('passwordReset.notYou');
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
<p><a href="${link}" style="display:inline-block;background:#1a1a1a;color:#ffffff;padding:10px 16px;text-decoration:none">${t('passwordReset.button')}</a></p>
<p>${validity}</p>
<p>${notYou}</p>`,
    ),
  );
}
