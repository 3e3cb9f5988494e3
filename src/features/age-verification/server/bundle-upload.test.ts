import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { serverNodeArgs } from '../../../../scripts/server-build.mjs';
import { UK_ADDRESS } from '../../../shared/server/testing/shop-client';
import { freePort } from '../../../shared/server/testing/free-port';
import { dbKind } from '../../../shared/server/testing/test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const fixture = (name: string) => readFileSync(path.join(repoRoot, 'e2e/fixtures', name));

/**
 * The server as `npm start` runs it (the esbuild bundle, built by the test run's setup, under node
 * with its heap limit): the ID image worker is found beside the bundle, and an upload through the real
 * route, also checked by the sandbox over its HTTP face with the HTTP adapter, is read in a worker.
 * The bundle does not depend on the database: PGlite only.
 */
describe.runIf(dbKind === 'pglite')('the server bundle reads ID images in its worker threads', () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  let errors = '';

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-'));
    const template = await PGlite.create({ dataDir: path.join(dataDir, 'db'), loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await template.close();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(dataDir, 'db'),
      WEB_ROOT: path.join(dataDir, 'no-web'),
      AGE_VERIFICATION_SANDBOX_LATENCY_MS: '0',
      AGE_VERIFICATION_PROVIDER_URL: `http://127.0.0.1:${port}/age-verification-sandbox/v1/`,
      AGE_VERIFICATION_PROVIDER_KEY: 'sandbox-development-key',
      AGE_ID_IMAGE_WORKERS: '1',
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, serverNodeArgs(env), { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk) => (errors += chunk));
    base = `http://127.0.0.1:${port}/rest/default/V1`;
    const until = Date.now() + 25_000;
    while (Date.now() < until) {
      const ok = await fetch(`${base}/store/storeConfigs`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the bundled server did not start\n${errors}`);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown) =>
    fetch(`${base}/${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const upload = (cartId: string, data: Buffer, name: string) => {
    const form = new FormData();
    form.append('form_key', 'abc123');
    form.append('files', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
    return fetch(`${base}/guest-carts/${cartId}/idscan/submit`, { method: 'POST', body: form });
  };

  it('refuses a page renamed .png, refuses another picture, then passes the valid ID', async () => {
    const cartId: string = await (await post('guest-carts', {})).json();
    expect((await post(`guest-carts/${cartId}/items`, { cartItem: { sku: 'EPOD-CRISP-MINT-12', qty: 2, quote_id: cartId } })).status).toBe(200);
    const shipping = await post(`guest-carts/${cartId}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...UK_ADDRESS, email: `bundle.${Date.now()}+idscan@example.com` },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(shipping.status).toBe(200);
    expect(await (await post(`guest-carts/${cartId}/age-verification/verify`, {})).json()).toMatchObject({ idScanRequired: true });

    const page = await upload(cartId, fixture('page-renamed.png'), 'page.png');
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({ message: 'File Type is not valid please upload JPEG or PNG file', parameters: [] });
    const other = await upload(cartId, fixture('not-an-id.png'), 'card.png');
    expect(await other.json()).toEqual({
      success: false,
      error_message: 'We could not verify your age from this image. Please upload a clear photo of your driving licence or passport.',
      exceed_max_attempts: false,
    });
    const valid = await upload(cartId, fixture('sandbox-valid-id.png'), 'id.png');
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ success: true, error_message: '', exceed_max_attempts: false });
    expect(errors).toBe('');
  });
});
