import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxGateway } from './gateway';
import { findWalletCard, SANDBOX_WALLET_CARDS } from './test-data';
import {
  paymentMethodManifest,
  WALLET_ICON_PNG,
  WALLET_METHOD_PATH,
  WALLET_PATH,
  WALLET_SHEET_PATH,
  WALLET_TOKENS_PATH,
  walletAppManifest,
  walletServiceWorker,
  walletSheet,
} from './wallet-pages';

const tokenBody = z.object({
  card: z.string().max(64),
  /** The Payment Request's total as the page wrote it (a decimal). */
  amount: z.string().regex(/^\d{1,9}(\.\d{1,4})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** Minor units of a decimal amount in a currency (its ISO 4217 decimals), or null when it has more decimals than the currency. */
function minorUnits(amount: string, currency: string): number | null {
  let digits: number;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
  if ((amount.split('.')[1] ?? '').length > digits) return null;
  return Math.round(Number(amount) * 10 ** digits);
}

/**
 * The sandbox wallet's pages on the twin's origin (see wallet-pages.ts): the payment method and web app
 * manifests, the service worker, the sheet, and the token the sheet asks for when the shopper pays.
 */
export async function sandboxWalletRoutes(app: FastifyInstance, options: { gateway: SandboxGateway; base: () => string }): Promise<void> {
  const { gateway, base } = options;
  const manifestLink = () => `<${base()}${WALLET_PATH}/payment-manifest.json>; rel="payment-method-manifest"`;

  // The payment method's own URL: its manifest, also named by the Link header a browser looks for first (HEAD).
  app.get(WALLET_METHOD_PATH, async (_request, reply) => reply.header('link', manifestLink()).send(paymentMethodManifest(base())));
  app.get(`${WALLET_PATH}/payment-manifest.json`, async () => paymentMethodManifest(base()));
  app.get(`${WALLET_PATH}/manifest.json`, async (_request, reply) => reply.type('application/manifest+json').send(JSON.stringify(walletAppManifest(base()))));
  app.get(`${WALLET_PATH}/icon.png`, async (_request, reply) => reply.type('image/png').send(WALLET_ICON_PNG));
  app.get(`${WALLET_PATH}/sw.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(walletServiceWorker(`${base()}${WALLET_SHEET_PATH}`)),
  );

  app.get(WALLET_SHEET_PATH, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'`,
      )
      .send(walletSheet(SANDBOX_WALLET_CARDS, nonce));
  });

  // The shopper confirmed: the twin signs a token for the card and the amount (a real wallet's servers make its cryptogram).
  app.post(WALLET_TOKENS_PATH, async (request, reply) => {
    const body = tokenBody.safeParse(request.body);
    const card = body.success ? findWalletCard(body.data.card) : undefined;
    const value = body.success ? minorUnits(body.data.amount, body.data.currency) : null;
    if (!body.success || !card || !value) return reply.status(400).send({ message: 'The request is not valid.', parameters: [] });
    const token = gateway.issueWalletToken(card, { value, currency: body.data.currency });
    return { token, network: card.network, last4: card.last4, description: card.label };
  });
}
