import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { REST, UK_ADDRESS, shopClient } from '../../../shared/server/testing/shop-client';
import type { TestApp } from '../../../shared/server/testing/test-app';
import { setStoreConfig } from '../../stores/server/testing';
import { AGE_TOO_MANY_REQUESTS } from '../domain';
import { sandboxEmail, type SandboxIdentity } from '../providers/sandbox';

export const SPECIMEN_MRZ_TYPED = 'L898902C3UTO6908061F9406236ZE184226B14';
export const SPECIMEN_EXPIRY = '1994-06-23';
export const ADULT_LICENCE = 'MORGA753116SM9IJ';

const unique = () => `av.${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A guest basket of the default store, with delivery chosen, for a sandbox identity. */
export async function guestBasket(
  t: TestApp,
  identity: SandboxIdentity,
  items: { sku: string; qty: number }[] = [{ sku: 'EPOD-CRISP-MINT-12', qty: 2 }],
): Promise<{ cartId: string; email: string }> {
  const client = shopClient(t);
  const cartId: string = (await client.post('guest-carts')).json();
  for (const item of items) {
    const res = await client.post(`guest-carts/${cartId}/items`, { cartItem: { ...item, quote_id: cartId } });
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`);
  }
  const email = sandboxEmail(identity, unique());
  const res = await client.post(`guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: { ...UK_ADDRESS, email }, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  if (res.statusCode !== 200) throw new Error(`shipping failed: ${res.body}`);
  return { cartId, email };
}

/**
 * Three verification calls from one client address, each on a basket of its own, with the store's limit
 * set to 2 calls: the first two pass and the third gets 429 with the spec's message. `afterLimit` runs
 * before the limit is put back.
 */
export async function expectClientLimit(t: TestApp, remoteAddress: string, afterLimit: () => Promise<void> = async () => {}): Promise<void> {
  const back = await setStoreConfig(t.database.db, { 'age_verification/general/client_attempts_per_window': '2' });
  try {
    const carts = await Promise.all([guestBasket(t, 'adult'), guestBasket(t, 'adult'), guestBasket(t, 'adult')]);
    const call = (cartId: string) => t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/age-verification/verify`, payload: {}, remoteAddress });
    expect((await call(carts[0].cartId)).statusCode).toBe(200);
    expect((await call(carts[1].cartId)).statusCode).toBe(200);
    const third = await call(carts[2].cartId);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: AGE_TOO_MANY_REQUESTS, parameters: [] });
    await afterLimit();
  } finally {
    await back();
  }
}

/** A multipart/form-data body as a browser sends it (`files` and `form_key`). */
export function multipartBody(
  files: { field?: string; filename: string; type: string; data: Buffer }[],
  fields: Record<string, string> = { form_key: 'abc123' },
) {
  const boundary = `----ShopBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadId(
  t: TestApp,
  cartId: string,
  files: { field?: string; filename: string; type: string; data: Buffer }[],
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(files);
  return t.request({ method: 'POST', url: `${REST}/guest-carts/${cartId}/idscan/submit`, payload: body.payload, headers: body.headers, remoteAddress });
}
