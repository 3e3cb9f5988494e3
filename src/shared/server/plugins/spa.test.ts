import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './spa';

// A web root laid out as `vite build` writes it: hashed files under assets/ with .br and .gz siblings.
const script = `export const greeting = ${JSON.stringify('Hello from the shop. '.repeat(200))};\n`;
const page = `<!doctype html><html lang="en-GB"><head><title>Shop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

function writeWithSiblings(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let tempDir: string;
let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  // The web root itself lies under a folder named "assets": only its own assets/ folder is hashed.
  webRoot = path.join(tempDir, 'assets', 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeWithSiblings(path.join(webRoot, 'assets', 'index-AbC123.js'), script);
  writeWithSiblings(path.join(webRoot, 'index.html'), page);
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  expect(await registerWebApp(app, webRoot)).toBe(true);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(tempDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built web app files', () => {
  it('sends the brotli file to a browser that accepts br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('lets browsers keep hashed assets for a year, whichever encoding is sent', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated on every visit, compressed too', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it('sends files outside assets/ (not hashed) with no-cache', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
