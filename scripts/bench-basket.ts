// npm run bench:basket: how quickly the basket page answers a '+' click, and what JavaScript it loads.
// Starts the real server (built app, embedded PGlite in a temporary folder) as a child process, as
// scripts/bench.ts does, then drives Debian's chromium with Playwright:
// - the time from a '+' click on a basket line to the Grand Total cell showing the new total, 20 times
//   (median and p90), measured in the page from the click event to the DOM change;
// - the JavaScript the basket route loads on a fresh visit (every JS response of /checkout/cart in a
//   new browser context), raw and gzip-compressed (zlib level 9, as Vite reports it).
// Build the web app first (npx vite build); the build is copied, so a rebuild meanwhile does no harm.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { buildServer } from './server-build.mjs';
import { freePort, post, startServer, waitUntilUp } from './bench-server';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 20);
const PRODUCT = { sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', price: 5.99 };
const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
async function main() {
  await buildServer();
  const webBuild = path.resolve('dist/web');
  if (!existsSync(path.join(webBuild, 'index.html'))) throw new Error('dist/web is missing: build the web app first (npx vite build).');
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-basket-'));
  const webRoot = path.join(runDir, 'web');
  cpSync(webBuild, webRoot, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port, { DATA_DIR: path.join(runDir, 'data'), WEB_ROOT: webRoot, DATABASE_URL: '' });
  let browser: Browser | undefined;
  try {
    await waitUntilUp(`${origin}/rest/default/V1/products?searchCriteria`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

    const js = await basketJavaScript(browser, origin);
    const clicks = await plusToGrandTotal(browser, origin);

    const sorted = [...clicks].sort((a, b) => a - b);
    console.log(`\nBasket page, '+' click → Grand Total updated (${CLICKS} clicks, one line, embedded PGlite, 1280×800):`);
    console.log(
      `  median ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
    console.log(`  each: ${clicks.map((ms) => ms.toFixed(0)).join(', ')}`);

    console.log(`\nJavaScript loaded by a fresh /checkout/cart (${js.length} files):`);
    console.log('| file | raw KB | gzip KB |');
    console.log('| --- | ---: | ---: |');
    for (const f of js) console.log(`| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
    const raw = js.reduce((s, f) => s + f.raw, 0);
    const gzip = js.reduce((s, f) => s + f.gzip, 0);
    console.log(`| **total** | **${kb(raw)}** | **${kb(gzip)}** |`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(runDir, { recursive: true, force: true });
  }
}

/** A guest cart with one one-time line, handed to the page as the storefront stores it. */
async function seedBasket(page: Page, origin: string): Promise<void> {
  const base = `${origin}/rest/default/V1`;
  const cartId = (await post(`${base}/guest-carts`)) as string;
  await post(`${base}/guest-carts/${cartId}/items`, { cartItem: { sku: PRODUCT.sku, qty: 1, quote_id: cartId } });
  await page.addInitScript((id) => localStorage.setItem('shop.guestCartId', id), cartId);
}

async function openBasket(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/checkout/cart`);
  await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
  await grandTotal(page).waitFor();
}

function grandTotal(page: Page) {
  return page
    .getByRole('table', { name: 'Basket totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Grand Total', exact: true }) })
    .getByRole('cell');
}

/**
 * Every JS response of a first visit to the basket, in a new context (no cache). Sizes are of the
 * bodies as served, compressed here with gzip level 9.
 */
async function basketJavaScript(browser: Browser, origin: string): Promise<{ file: string; raw: number; gzip: number }[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedBasket(page, origin);
  const pending: Promise<{ file: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await openBasket(page, origin);
  // The lazily loaded parts (estimate, discount code, gift options) are in once the page has settled.
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is { file: string; raw: number; gzip: number } => f !== null);
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

/** '+' clicked CLICKS times; each time, ms from the click event to the Grand Total cell's new text. */
async function plusToGrandTotal(browser: Browser, origin: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await seedBasket(page, origin);
  await openBasket(page, origin);
  const plus = page.getByRole('button', { name: `Increase ${PRODUCT.name} quantity`, exact: true });
  const qty = page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT.name}`, exact: true });
  const timings: number[] = [];
  // One warm-up click (not counted): the first update pulls code and data the later ones reuse.
  for (let i = 0; i <= CLICKS; i++) {
    const current = Number(await qty.inputValue());
    const expected = GBP.format(Math.round((current + 1) * PRODUCT.price * 100) / 100);
    await page.evaluate(armProbe(`Increase ${PRODUCT.name} quantity`, expected));
    await plus.click();
    const ms = (await page.evaluate('window.__benchResult')) as number;
    if (i > 0) timings.push(ms);
    // Settled: the line is enabled again and nothing about the cart is still being read.
    // (Polled with evaluate: the page's CSP forbids the eval that waitForFunction with a string needs.)
    const check = settled(`Increase ${PRODUCT.name} quantity`, current + 1);
    for (let tries = 0; !(await page.evaluate(check)); tries++) {
      if (tries > 500) throw new Error('the basket did not settle after a + click');
      await page.waitForTimeout(20);
    }
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return timings;
}

/*
 * The in-page parts are source text: tsx compiles this file with esbuild's keepNames, whose __name()
 * helper does not exist in the page.
 */

/**
 * Arms a one-off probe: on the '+' button's next click (capture phase), it watches the DOM until the
 * basket totals' Grand Total cell reads `expected`, and resolves window.__benchResult with the ms from
 * the click event.
 */
function armProbe(label: string, expected: string): string {
  return `(() => {
    const label = ${JSON.stringify(label)};
    const expected = ${JSON.stringify(expected)};
    const cellText = function () {
      for (const table of document.querySelectorAll('table')) {
        if (table.querySelector('caption')?.textContent !== 'Basket totals') continue;
        for (const row of table.querySelectorAll('tr')) {
          if (row.querySelector('th')?.textContent === 'Grand Total') return row.querySelector('td')?.textContent ?? null;
        }
      }
      return null;
    };
    window.__benchResult = new Promise(function (resolve) {
      const button = document.querySelector('button[aria-label="' + label + '"]');
      button.addEventListener('click', function (event) {
        const start = event.timeStamp;
        const observer = new MutationObserver(function () {
          if (cellText() === expected) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, { once: true, capture: true });
    });
  })()`;
}

/** Settled after a click: the line is enabled again at the new quantity and nothing is busy (cart re-read included). */
function settled(label: string, qty: number): string {
  return `(() => {
    const button = document.querySelector('button[aria-label=' + ${JSON.stringify(JSON.stringify(label))} + ']');
    const input = document.querySelector('input[name$="[qty]"]');
    return Boolean(button && !button.disabled && input && input.value === ${JSON.stringify(String(qty))} && !document.querySelector('[aria-busy="true"]'));
  })()`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  // Nearest rank.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

await main();
