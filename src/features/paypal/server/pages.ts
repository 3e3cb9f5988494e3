import type { FastifyReply } from 'fastify';
import { BACK_TO_SHOP, RETURN_REFUSED_TITLE } from '../domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shop's own page for a PayPal return it does not accept (or a start with nothing to start): what
 * happened in words, and the way back. Server-rendered: the browser may have no basket to show anymore.
 */
export function refusalPage(reply: FastifyReply, status: number, message: string, title = RETURN_REFUSED_TITLE) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}a{color:#0b57d0}a:focus-visible{outline:3px solid #005fcc;outline-offset:2px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/checkout/cart">${escapeHtml(BACK_TO_SHOP)}</a></p></main></body>
</html>`,
    );
}
