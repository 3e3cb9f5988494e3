import type { SandboxWalletCard } from './test-data';

/**
 * The sandbox wallet, a web-based payment handler (W3C Payment Handler API) on the twin's origin: its payment
 * method is `<twin>/wallet/pay`, whose manifest names the wallet's web app manifest, which names its service
 * worker. Chromium installs that worker just in time when a page asks to pay with the method (no real wallet
 * is needed, and it works headless); the worker opens the wallet's sheet, where the shopper picks a card and
 * confirms, and answers the page with the token the twin signed. The answer has Google Pay's PaymentData shape.
 */

export const WALLET_PATH = '/wallet';
export const WALLET_METHOD_PATH = `${WALLET_PATH}/pay`;
export const WALLET_SHEET_PATH = `${WALLET_PATH}/sheet`;
export const WALLET_TOKENS_PATH = `${WALLET_PATH}/tokens`;

/** A 1×1 PNG of the sandbox's green: the wallet's icon (its web app manifest needs one). */
export const WALLET_ICON_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgzvMHAAFQAMmqFjo2AAAAAElFTkSuQmCC', 'base64');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payment method manifest: the wallet's web app is the method's default application. */
export function paymentMethodManifest(base: string) {
  return { default_applications: [`${base}${WALLET_PATH}/manifest.json`] };
}

/** The wallet's web app manifest: its name, icon and service worker. */
export function walletAppManifest(base: string) {
  return {
    name: 'Sandbox wallet',
    short_name: 'Sandbox wallet',
    icons: [{ src: `${base}${WALLET_PATH}/icon.png`, sizes: '1x1', type: 'image/png' }],
    serviceworker: { src: `${base}${WALLET_PATH}/sw.js`, scope: `${base}${WALLET_PATH}/`, use_cache: false },
  };
}

/**
 * The wallet's service worker: a `paymentrequest` event opens the sheet and waits for it. The sheet asks for
 * the request (`ready`), then answers `pay` with the wallet's PaymentData or `cancel`. A sheet closed by the
 * browser rejects the request on its own (the page's `show()` then rejects with AbortError).
 */
export function walletServiceWorker(sheetUrl: string): string {
  return `'use strict';
let pending = null;
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('canmakepayment', (event) => event.respondWith(true));
self.addEventListener('paymentrequest', (event) => {
  const method = event.methodData[0];
  const card = (method.data && method.data.allowedPaymentMethods || []).find((m) => m.type === 'CARD');
  const request = {
    methodName: method.supportedMethods,
    total: event.total,
    merchantName: (method.data && method.data.merchantInfo && method.data.merchantInfo.merchantName) || event.topOrigin,
    networks: (card && card.parameters && card.parameters.allowedCardNetworks) || [],
  };
  event.respondWith(new Promise((resolve, reject) => {
    pending = { request, resolve, reject };
    event.openWindow(${JSON.stringify(sheetUrl)}).then((sheet) => {
      if (!sheet) { pending = null; reject(new Error('The wallet could not open.')); }
    }, (error) => { pending = null; reject(error); });
  }));
});
self.addEventListener('message', (event) => {
  if (!pending) return;
  const message = event.data || {};
  if (message.type === 'ready') event.source.postMessage({ type: 'request', request: pending.request });
  else if (message.type === 'pay') { pending.resolve({ methodName: pending.request.methodName, details: message.details }); pending = null; }
  else if (message.type === 'cancel') { pending.reject(new Error('The shopper closed the wallet.')); pending = null; }
});
`;
}

/**
 * The wallet's sheet: the merchant and amount, the wallet's cards of the networks asked for (the first one
 * chosen), Pay and Cancel. Pay asks the twin for the token of the card and amount and hands the answer to
 * the service worker.
 */
export function walletSheet(cards: readonly SandboxWalletCard[], nonce: string): string {
  const choices = cards
    .map(
      (card, index) =>
        `<p data-network="${escapeHtml(card.network)}"><input type="radio" name="card" id="card-${escapeHtml(card.id)}" value="${escapeHtml(card.id)}"${index === 0 ? ' checked' : ''}> <label for="card-${escapeHtml(card.id)}">${escapeHtml(card.label)}</label></p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox wallet</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:28rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a}
fieldset{border:1px solid #767676;padding:.5rem 1rem;margin:0 0 1rem}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .25rem .25rem 0;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button[type=submit]{background:#1a1a1a;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
.note{color:#4a4a4a}
</style>
</head>
<body>
<main>
<h1>Sandbox wallet</h1>
<p id="summary">Waiting for the payment…</p>
<form id="pay" hidden>
<fieldset><legend>Pay with</legend>
${choices}
</fieldset>
<button type="submit" id="pay-button">Pay</button>
<button type="button" id="cancel">Cancel</button>
</form>
<p id="status" role="status"></p>
<p class="note">This is the payment gateway's sandbox wallet: it plays Apple Pay or Google Pay for the shop's tests.</p>
</main>
<script nonce="${nonce}">
'use strict';
const worker = navigator.serviceWorker.controller;
const form = document.getElementById('pay');
const status = document.getElementById('status');
let request = null;
if (!worker) {
  document.getElementById('summary').textContent = 'Open the wallet from a shop’s payment.';
} else {
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (!event.data || event.data.type !== 'request') return;
    request = event.data.request;
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: request.total.currency }).format(Number(request.total.value));
    document.getElementById('summary').textContent = 'Pay ' + request.merchantName + ' ' + amount;
    document.getElementById('pay-button').textContent = 'Pay ' + amount;
    for (const choice of form.querySelectorAll('[data-network]')) {
      if (!request.networks.includes(choice.dataset.network)) choice.remove();
    }
    const first = form.querySelector('input[name=card]');
    if (first) first.checked = true;
    form.hidden = false;
    (form.querySelector('input[name=card]:checked') || document.getElementById('cancel')).focus();
  });
  worker.postMessage({ type: 'ready' });
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const card = form.querySelector('input[name=card]:checked');
  if (!request || !card) return;
  status.textContent = 'Paying…';
  const response = await fetch(${JSON.stringify(WALLET_TOKENS_PATH)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: card.value, amount: request.total.value, currency: request.total.currency }),
  });
  if (!response.ok) { status.textContent = 'The wallet could not pay. Please try again.'; return; }
  const paid = await response.json();
  worker.postMessage({
    type: 'pay',
    details: {
      apiVersion: 2,
      apiVersionMinor: 0,
      paymentMethodData: {
        type: 'CARD',
        description: paid.description,
        info: { cardNetwork: paid.network, cardDetails: paid.last4 },
        tokenizationData: { type: 'PAYMENT_GATEWAY', token: paid.token },
      },
    },
  });
});
document.getElementById('cancel').addEventListener('click', () => worker && worker.postMessage({ type: 'cancel' }));
</script>
</body>
</html>`;
}
