import { toPayPalAmount } from '../../domain';
import type { SandboxOrder } from './paypal';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – PayPal sandbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
header{border-bottom:1px solid #767676;margin-bottom:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #595959}
.actions{display:flex;gap:.5rem;margin-top:1rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.2rem;border:2px solid #003087;background:#fff;color:#003087;cursor:pointer}
button.primary{background:#003087;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
.note{color:#4a4a4a}
</style>
</head>
<body>
<header><p><strong>PayPal</strong> <span class="note">sandbox</span></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The approval page (PayPal's `checkoutnow`): who is asking for how much, the payer's account, and
 * 'Approve' or 'Cancel'. A payment that saves the account says so before the shopper approves.
 */
export function approvalPage(order: SandboxOrder, action: string, email: string): string {
  const amount = toPayPalAmount(order.amount);
  const vault = order.saveAccount
    ? `<p>${escapeHtml(order.brandName)} will be able to take later payments from this PayPal account without asking you to sign in again. You can cancel this at any time in your PayPal settings.</p>`
    : '';
  return page(
    'Pay with PayPal',
    `<p>${escapeHtml(order.brandName)} asks you to pay <strong>${escapeHtml(`${amount.value} ${amount.currency_code}`)}</strong>.</p>
${vault}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<label for="email">PayPal account email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}" aria-describedby="email-note">
<p id="email-note" class="note">Sandbox: an email with +declined is declined, one with +pending is captured later.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>`);
}
