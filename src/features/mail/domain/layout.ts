import { documentLanguage } from '../../../shared/domain/i18n/languages';
import { html, type SafeHtml } from './html';
import type { MailStore, RenderedMail } from './messages';

/** Where an e-mail's links go: the shop's own public origin (never a request's Host header). */
export interface MailLinks {
  shopOrigin: string;
}

export const shopLink = (links: MailLinks, path = '/') => `${links.shopOrigin}${path}`;

/**
 * Every e-mail's frame: the store's name, the body, a footer linking to the shop. Inline styles only (mail
 * clients drop style sheets), no images and nothing loaded from elsewhere: no tracking pixel.
 */
export function mailDocument(store: MailStore, links: MailLinks, subject: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${documentLanguage(store.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:16px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${store.brand}</p>
${body}
<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 12px">
<p style="font-size:13px;color:#555555;margin:0"><a href="${shopLink(links)}" style="color:#1a1a1a">${shopLink(links)}</a></p>
</div>
</body>
</html>`.value;
}

/** The plain-text body: paragraphs, then the shop's address. */
export function mailText(store: MailStore, links: MailLinks, paragraphs: readonly string[]): string {
  return [...paragraphs, '--', `${store.brand} ${shopLink(links)}`].join('\n\n').concat('\n');
}

export function rendered(subject: string, text: string, htmlDocument: string): RenderedMail {
  return { subject, text, html: htmlDocument };
}
