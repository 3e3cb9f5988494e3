import type { SandboxPayment } from './gateway';
import { PAGE_OUTCOMES, type PageOutcome } from './test-data';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOME_LABELS: Record<PageOutcome, string> = { success: 'Pay (success)', failure: 'Refuse (failure)', cancel: 'Cancel', pending: 'Leave pending' };

function page(title: string, body: string, nonce?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Sandbox payment gateway</title>
<style${nonce ? ` nonce="${nonce}"` : ''}>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
fieldset{border:1px solid #767676;padding:1rem;margin:0 0 1rem}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .25rem .25rem 0;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
.note{color:#4a4a4a}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function amountText(payment: SandboxPayment): string {
  return `${(payment.amount.value / 100).toFixed(2)} ${payment.amount.currency}`;
}

function outcomeButtons(): string {
  return `<div role="group" aria-label="Outcome">${PAGE_OUTCOMES.map((o) => `<button type="submit" name="outcome" value="${o}">${OUTCOME_LABELS[o]}</button>`).join('')}</div>`;
}

const summary = (payment: SandboxPayment) =>
  `<p>Order <strong>${escapeHtml(payment.orderCode)}</strong>, amount <strong>${escapeHtml(amountText(payment))}</strong>.</p>
<p class="note">This is the sandbox gateway: pick the outcome the shop should receive.</p>`;

/** The hosted payment page (shown in the shop's frame: its answer takes the whole window back to the shop). */
export function hostedPage(payment: SandboxPayment, action: string): string {
  return page('Hosted payment page', `${summary(payment)}<form method="post" action="${escapeHtml(action)}" target="_top">${outcomeButtons()}</form>`);
}

/** The 3-D Secure challenge page. */
export function challengePage(payment: SandboxPayment, action: string): string {
  const card = payment.card ? `<p>Card ending ${escapeHtml(payment.card.last4)}.</p>` : '';
  return page(
    '3-D Secure check',
    `${summary(payment)}${card}<form method="post" action="${escapeHtml(action)}"><div role="group" aria-label="Outcome">
<button type="submit" name="outcome" value="success">Authenticate</button>
<button type="submit" name="outcome" value="failure">Fail authentication</button>
<button type="submit" name="outcome" value="cancel">Cancel</button></div></form>`,
  );
}

/** The APM pages: iDEAL (bank choice), Klarna, ACH direct debit. */
export function apmPage(payment: SandboxPayment, action: string, idealBanks: readonly { code: string; name: string }[]): string {
  const type = payment.apm?.type ?? '';
  let title = 'Alternative payment';
  let extra = '';
  if (type === 'IDEAL-SSL') {
    title = 'iDEAL';
    const options = idealBanks
      .map((b) => `<option value="${escapeHtml(b.code)}"${b.code === payment.apm?.bank ? ' selected' : ''}>${escapeHtml(b.name)}</option>`)
      .join('');
    extra = `<p><label for="bank">Your bank</label><br><select id="bank" name="bank" required><option value="">Choose your bank</option>${options}</select></p>`;
  } else if (type === 'KLARNA-SSL') {
    title = 'Klarna';
    extra = `<p>Klarna option: <strong>${escapeHtml(payment.apm?.klarnaType ?? '')}</strong>.</p>`;
  } else if (type === 'ACH_DIRECT_DEBIT-SSL') {
    title = 'ACH direct debit';
    extra = '<p>The account will be debited once the mandate is confirmed.</p>';
  }
  return page(title, `${summary(payment)}<form method="post" action="${escapeHtml(action)}">${extra}${outcomeButtons()}</form>`);
}

/**
 * The 3-D Secure device-data collection page, loaded in a hidden iframe: it answers the parent with
 * `{MessageType: 'profile.completed', SessionId, Status}`, addressed to the shop's origin only.
 */
export function deviceDataPage(sessionId: string, shopOrigin: string, nonce: string): string {
  const message = JSON.stringify({ MessageType: 'profile.completed', SessionId: sessionId, Status: true });
  return page(
    'Device data collection',
    `<p>Collecting device data…</p>
<script nonce="${nonce}">window.parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(shopOrigin)});</script>`,
    nonce,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>`);
}
