import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnvironment } from './environment';
import { startSandboxesBesideShop } from './sandboxes';

const quiet = { GATEWAY_SANDBOX_LATENCY_MS: '0', PAYU_SANDBOX_LATENCY_MS: '0', PAYPAL_SANDBOX_LATENCY_MS: '0' };
// MailDev keeps its e-mails beside the embedded database: a folder of the tests' own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sandboxes-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the payment providers’ twins beside the shop (npm start)', () => {
  it('start none whose …_URL names the provider elsewhere', async () => {
    const sandboxes = await startSandboxesBesideShop(
      readEnvironment({
        ...quiet,
        GATEWAY_URL: 'https://gateway.example',
        PAYU_URL: 'https://api.payulatam.example',
        PAYPAL_URL: 'https://api-m.sandbox.paypal.com',
        SMTP_URL: 'smtp://mail.example:587',
      }),
    );
    expect([sandboxes.started, sandboxes.urls]).toEqual([[], {}]);
  });

  it('follow the shop’s port when no port is set: the gateway on the next port up, PayU three up', async () => {
    const shopPort = await portWithFreeNeighbours([1, 3]);
    const sandboxes = await startSandboxesBesideShop(
      readEnvironment({ ...quiet, PORT: String(shopPort), PAYPAL_URL: 'https://api-m.sandbox.paypal.com', SMTP_URL: 'smtp://mail.example:587' }),
    );
    try {
      expect(sandboxes.urls).toEqual({ GATEWAY_URL: `http://localhost:${shopPort + 1}`, PAYU_URL: `http://localhost:${shopPort + 3}` });
      expect((await fetch(`${sandboxes.urls.GATEWAY_URL}/health`)).status).toBe(200);
      // The gateway's device-data page addresses the shop's origin; PayU's tokenisation answers it only.
      expect(await (await fetch(`${sandboxes.urls.GATEWAY_URL}/3ds/device-data`)).text()).toContain(`"http://localhost:${shopPort}"`);
      const preflight = await fetch(`${sandboxes.urls.PAYU_URL}/payments-api/4.0/tokens`, { method: 'OPTIONS' });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(`http://localhost:${shopPort}`);
    } finally {
      await sandboxes.close();
    }
  });

  it('take a free port when theirs is in use, and point the shop there', async () => {
    const blocker = (await listenOn(0))!;
    const taken = String((blocker.address() as { port: number }).port);
    const sandboxes = await startSandboxesBesideShop(
      readEnvironment({
        ...quiet,
        DATA_DIR: dataDir,
        GATEWAY_PORT: taken,
        PAYU_PORT: taken,
        PAYPAL_PORT: taken,
        MAILDEV_SMTP_PORT: taken,
        MAILDEV_WEB_PORT: taken,
      }),
    );
    try {
      const { SMTP_URL: smtpUrl, ...paymentUrls } = sandboxes.urls;
      expect(Object.keys(paymentUrls).sort()).toEqual(['GATEWAY_URL', 'PAYPAL_URL', 'PAYU_URL']);
      expect(smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      expect(smtpUrl).not.toBe(`smtp://127.0.0.1:${taken}`);
      for (const url of Object.values(paymentUrls)) {
        expect(url).toMatch(/^http:\/\/localhost:\d+$/);
        expect(url).not.toBe(`http://localhost:${taken}`);
        expect((await fetch(`${url}/health`)).status).toBe(200);
      }
    } finally {
      await sandboxes.close();
      blocker.close();
    }
  });
});

describe('MailDev beside the shop (npm start without SMTP_URL)', () => {
  it('listens on loopback at the shop’s port + 25 (SMTP) and + 80 (its inbox), and the shop is pointed at it', async () => {
    const shopPort = await portWithFreeNeighbours([25, 80]);
    const sandboxes = await startSandboxesBesideShop(
      readEnvironment({
        PORT: String(shopPort),
        DATA_DIR: dataDir,
        GATEWAY_URL: 'https://gateway.example',
        PAYU_URL: 'https://api.payulatam.example',
        PAYPAL_URL: 'https://api-m.sandbox.paypal.com',
      }),
    );
    try {
      expect(sandboxes.urls).toEqual({ SMTP_URL: `smtp://127.0.0.1:${shopPort + 25}` });
      expect(sandboxes.started).toEqual([{ name: "MailDev, the shop's e-mails' inbox,", url: `http://localhost:${shopPort + 80}` }]);
      const inbox = await fetch(`http://127.0.0.1:${shopPort + 80}/api/email`);
      expect([inbox.status, await inbox.json()]).toEqual([200, []]);
      expect(readdirSync(dataDir)).toContain('maildev');
    } finally {
      await sandboxes.close();
    }
  });
});

const listenOn = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** A port the OS offers whose neighbours at these offsets are free too. */
async function portWithFreeNeighbours(offsets: number[]): Promise<number> {
  for (;;) {
    const first = (await listenOn(0))!;
    const port = (first.address() as { port: number }).port;
    const neighbours = await Promise.all(offsets.map((offset) => listenOn(port + offset)));
    await new Promise((resolve) => first.close(resolve));
    await Promise.all(neighbours.map((server) => server && new Promise((resolve) => server.close(resolve))));
    if (neighbours.every(Boolean)) return port;
  }
}
