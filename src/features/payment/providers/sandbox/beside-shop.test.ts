import { createServer, type Server } from 'node:net';
import { startGatewayBesideShop } from './beside-shop';

describe('the sandbox gateway beside the shop', () => {
  it('stays off when GATEWAY_URL names a gateway elsewhere', async () => {
    expect(await startGatewayBesideShop({ port: 3000 }, { GATEWAY_URL: 'https://gateway.example' })).toBeNull();
  });

  it('takes a free port when GATEWAY_PORT is taken, and points GATEWAY_URL at it', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const env: NodeJS.ProcessEnv = { GATEWAY_PORT: String(taken), GATEWAY_SANDBOX_LATENCY_MS: '0' };
    const running = await startGatewayBesideShop({ port: 3000 }, env);
    try {
      expect(running!.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(running!.url).not.toBe(`http://localhost:${taken}`);
      expect(env.GATEWAY_URL).toBe(running!.url);
      expect((await fetch(`${running!.url}/health`)).status).toBe(200);
      // The device-data page addresses the shop's origin.
      expect(await (await fetch(`${running!.url}/3ds/device-data`)).text()).toContain('"http://localhost:3000"');
    } finally {
      await running?.close();
      blocker.close();
    }
  });

  it('follows the shop’s port when GATEWAY_PORT is not set: the next port up', async () => {
    const shopPort = await portWithFreeNeighbour();
    const running = await startGatewayBesideShop({ port: shopPort }, { GATEWAY_SANDBOX_LATENCY_MS: '0' });
    try {
      expect(running!.url).toBe(`http://localhost:${shopPort + 1}`);
      expect((await fetch(`${running!.url}/health`)).status).toBe(200);
    } finally {
      await running?.close();
    }
  });
});

const listenOn = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** A port the OS offers whose next port up is free too. */
async function portWithFreeNeighbour(): Promise<number> {
  for (;;) {
    const first = (await listenOn(0))!;
    const port = (first.address() as { port: number }).port;
    const neighbour = await listenOn(port + 1);
    await new Promise((resolve) => first.close(resolve));
    if (neighbour) {
      await new Promise((resolve) => neighbour.close(resolve));
      return port;
    }
  }
}
