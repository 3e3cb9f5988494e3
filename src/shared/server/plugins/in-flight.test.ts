import http from 'node:http';
import Fastify from 'fastify';
import { registerInFlightWork } from './in-flight';

describe('the work still running for requests', () => {
  it('a handler whose shopper went away is waited for: drained resolves after it finishes', async () => {
    const app = Fastify({ logger: false });
    registerInFlightWork(app);
    let finished = false;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 150));
      finished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    await handlerStarted;
    request.destroy();
    await app.close();
    expect(finished).toBe(false);
    expect(app.inFlightWork.count).toBeGreaterThan(0);
    expect(await app.inFlightWork.drained(2_000)).toBe(true);
    expect(finished).toBe(true);
    expect(app.inFlightWork.count).toBe(0);
  });

  it('answered requests leave nothing behind, and a stuck handler times the wait out', async () => {
    const app = Fastify({ logger: false });
    registerInFlightWork(app);
    app.get('/quick', async () => ({ ok: true }));
    app.get('/reply-later', (_request, reply) => {
      setTimeout(() => reply.send({ ok: true }), 20);
    });
    app.get('/stuck', () => new Promise(() => {}));
    await app.ready();
    expect((await app.inject('/quick')).statusCode).toBe(200);
    expect((await app.inject('/reply-later')).statusCode).toBe(200);
    expect(app.inFlightWork.count).toBe(0);
    expect(await app.inFlightWork.drained(10)).toBe(true);
    void app.inject('/stuck');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await app.inFlightWork.drained(50)).toBe(false);
  });
});

describe('requests whose shopper went away after the request was read', () => {
  it('are not counted for ever: a POST abandoned mid-handler, its body read, is settled when its handler ends', async () => {
    const app = Fastify({ logger: false });
    registerInFlightWork(app);
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.post('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const request = http.request({ host: '127.0.0.1', port, path: '/slow', method: 'POST', headers: { 'content-type': 'application/json' }, agent: false });
    request.on('error', () => {});
    request.end('{"sku":"EPOD-CRISP-MINT-12"}');
    await handlerStarted;
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.inFlightWork.count).toBe(0);
    await app.close();
  });
});
