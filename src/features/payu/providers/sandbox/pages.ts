import { PAYU_PAGE_METHODS, payuAmount, VOUCHER_METHODS } from '../../domain';
import type { TwinOrder } from './twin';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – PayU sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
fieldset{border:1px solid #767676;padding:1rem;margin:0 0 1rem}
.choice{display:flex;gap:.5rem;align-items:center;margin:.25rem 0}
button,.button{display:inline-block;font:inherit;padding:.5rem 1rem;margin:.25rem .25rem .25rem 0;border:2px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer;text-decoration:none}
button.primary{background:#1a1a1a;color:#fff}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
.note{color:#4a4a4a}
</style>
</head>
<body>
<header><p><strong>PayU</strong> sandbox</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const amountText = (order: TwinOrder) => `${payuAmount(order.amount.value)} ${order.amount.currency}`;
const summary = (order: TwinOrder) =>
  `<p>Order <strong>${escapeHtml(order.reference)}</strong>: ${escapeHtml(order.page?.description ?? '')}, <strong>${escapeHtml(amountText(order))}</strong>.</p>`;

/** WebCheckout's page: the methods of the order's country, Pay and Cancel. */
export function checkoutPage(order: TwinOrder, action: string): string {
  const methods = order
    .page!.methods.map(
      (code, index) =>
        `<div class="choice"><input type="radio" id="method-${code}" name="method" value="${code}" required${index === 0 ? ' checked' : ''}><label for="method-${code}">${escapeHtml(PAYU_PAGE_METHODS[code])}${VOUCHER_METHODS.includes(code) ? ' (a voucher to pay within 3 days)' : ''}</label></div>`,
    )
    .join('');
  return page(
    'Pay with PayU',
    `${summary(order)}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Choose how to pay</legend>${methods}</fieldset>
<p class="note">This is PayU’s sandbox: a voucher waits until it is paid, the other methods are paid at once. A buyer named REJECTED is declined.</p>
<button type="submit" class="primary" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

/** A voucher (boleto, OXXO) to pay later; the sandbox stands in for the bank or shop where it is paid. */
export function voucherPage(order: TwinOrder, responseUrl: string, action: string): string {
  const method = order.page?.paidWith ? PAYU_PAGE_METHODS[order.page.paidWith] : 'Voucher';
  const number = order.transactions.at(-1)!.id.replace(/-/g, '').slice(0, 20).toUpperCase();
  return page(
    `Your ${method} voucher`,
    `${summary(order)}
<p>Voucher number <strong>${escapeHtml(number)}</strong>. Pay it within 3 days; the shop confirms your order once PayU tells it the voucher is paid.</p>
<p><a class="button" href="${escapeHtml(responseUrl)}">Return to the shop</a></p>
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Sandbox: what happens to the voucher</legend>
<button type="submit" name="outcome" value="paid">Pay the voucher</button>
<button type="submit" name="outcome" value="expired">Let the voucher expire</button>
</fieldset>
</form>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return page(title, `<p>${escapeHtml(text)}</p>${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`);
}
