import { createServer } from 'node:net';
import { startPayuBesideShop } from './beside-shop';

describe('PayU’s twin beside the shop', () => {
  it('stays off when PAYU_URL names PayU elsewhere', async () => {
    expect(await startPayuBesideShop({ port: 3000 }, { PAYU_URL: 'https://api.payulatam.example' })).toBeNull();
  });

  it('takes a free port when PAYU_PORT is taken, and points PAYU_URL at it', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const env: NodeJS.ProcessEnv = { PAYU_PORT: String(taken), PAYU_SANDBOX_LATENCY_MS: '0' };
    const running = await startPayuBesideShop({ port: 3000 }, env);
    try {
      expect(running!.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(running!.url).not.toBe(`http://localhost:${taken}`);
      expect(env.PAYU_URL).toBe(running!.url);
      expect((await fetch(`${running!.url}/health`)).status).toBe(200);
      // The tokenisation answers the shop's origin only.
      const preflight = await fetch(`${running!.url}/payments-api/4.0/tokens`, { method: 'OPTIONS' });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    } finally {
      await running?.close();
      blocker.close();
    }
  });
});
