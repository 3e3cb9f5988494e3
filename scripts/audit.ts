// npm run audit: Lighthouse (mobile, its default) on the catalogue, a product page, the basket and the
// checkout, against the real server (built app, embedded PGlite in a temporary folder) on a free port.
// Each page is audited AUDIT_RUNS times (default 3, each in a fresh browser profile) and the run with the
// median performance score is kept, as Lighthouse advises for its variance. Prints the four category
// scores and LCP, CLS and TBT per page as a markdown table, then what Lighthouse flagged.
// AUDIT_REPORTS_DIR=<folder> also writes each page's kept report there, as HTML and as JSON, with the run's
// trace (<page>.trace.json, to open in the browser's performance panel); AUDIT_PAGES (a
// pattern, e.g. "checkout") audits only the pages it names. Each run's score is printed too (the spread).
// AUDIT_AGAINST=<another built web folder> compares: a second server serves that build, and each page's
// runs alternate between the two, so a busy moment of the machine costs both alike; a row per build.
// Each page also gets the main thread's work after its first paint as the runs observed it, which moves
// less from run to run than the simulated TBT, by wall time and by the thread's own running time (which
// leaves out the time other processes of a busy machine held the CPU).
// AUDIT_STORES (store codes, e.g. "uk,fr,de,nl,us,mx,br"; default: the default store) audits the four
// pages in each store, in its language, with a basket of that store (a customers-only store's checkout
// sends a guest to its login page, which is then what is audited).
// The web app is built first (npx vite build) when dist/web is missing or older than its sources, and the
// server bundle always (it writes each page's HTML: an old bundle would audit old pages).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, generateReport, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, post, startServer, waitUntilUp } from './bench-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { buildServer } from './server-build.mjs';
import { guestCartStorageKey } from '../src/shared/web/cart/guest-cart-id';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BASKET_SKUS = ['EPOD-CRISP-MINT-12', 'EPOD2-KIT-BLUE'];
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
/** AUDIT_PAGES (a pattern, e.g. "checkout|basket"): audit only the pages whose names it matches. */
const ONLY = process.env.AUDIT_PAGES ? new RegExp(process.env.AUDIT_PAGES, 'i') : null;
/** AUDIT_STORES: the stores whose pages are audited. */
const STORES = (process.env.AUDIT_STORES ?? 'default')
  .split(',')
  .map((code) => code.trim())
  .filter(Boolean);

interface AuditedPage {
  name: string;
  path: string;
  /** A guest cart with lines, set in the browser before the page is loaded. */
  withBasket?: boolean;
  store: string;
}

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the web app unless dist/web is newer than everything it is built from. */
function ensureBuilt(): string {
  const webBuild = path.resolve('dist/web');
  const index = path.join(webBuild, 'index.html');
  const sources = Math.max(
    newestModification('src'),
    newestModification('public'),
    ...['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => statSync(f).mtimeMs),
  );
  if (!existsSync(index) || statSync(index).mtimeMs < sources) {
    console.log('Building the web app (npx vite build)…');
    execFileSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return webBuild;
}

async function firstProductUrlKey(api: string): Promise<string> {
  const res = await fetch(`${api}/products?searchCriteria[pageSize]=1`);
  const { items } = (await res.json()) as { items: { custom_attributes: { attribute_code: string; value: string }[] }[] };
  const urlKey = items[0]?.custom_attributes.find((a) => a.attribute_code === 'url_key')?.value;
  if (!urlKey) throw new Error('no product with a url_key in the catalogue');
  return urlKey;
}

async function guestBasket(api: string): Promise<string> {
  const cartId = (await post(`${api}/guest-carts`)) as string;
  for (const sku of BASKET_SKUS) {
    // A store that does not sell one of them gets the others.
    await post(`${api}/guest-carts/${cartId}/items`, { cartItem: { sku, qty: 1, quote_id: cartId } }).catch(() => undefined);
  }
  return cartId;
}

/**
 * One Lighthouse run in a fresh browser profile (a cold cache). For a basket page the guest cart id (and
 * the cookie banner's answer) is put in the browser first, from a page of the same origin that loads no script (the favicon), and
 * Lighthouse is told not to wipe the origin's storage.
 */
/** A Lighthouse run: its report and the trace its metrics were read from. */
interface AuditRun {
  lhr: Result;
  trace: unknown;
}

async function audit(origin: string, page: AuditedPage, cartIds: ReadonlyMap<string, string>): Promise<AuditRun> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-audit-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const tab = await browser.newPage();
    if (page.withBasket) {
      await tab.goto(`${origin}/favicon.svg`);
      await tab.evaluate((key, id) => localStorage.setItem(key, id), guestCartStorageKey(page.store), cartIds.get(page.store) ?? '');
      // A shopper with a basket came through earlier pages and answered the cookie banner there: these
      // pages are measured without it (the catalogue and product pages, first visits, with it).
      await tab.evaluate(() => {
        document.cookie = 'cookie_consent=rejected; path=/';
      });
    }
    const flags: Flags = { logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: page.withBasket === true };
    const runner = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    await browser.disconnect();
    return { lhr: runner.lhr, trace: runner.artifacts.Trace };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes misses the start of the page load in its trace on a busy machine, and asks to be run again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

/** One run, tried again (in a new browser) when Lighthouse's trace failed rather than the page. */
async function auditOnce(origin: string, page: AuditedPage, cartIds: ReadonlyMap<string, string>): Promise<AuditRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await audit(origin, page, cartIds);
    const error = run.lhr.runtimeError;
    if (!error) return run;
    if (attempt === ATTEMPTS || !RETRIED_ERRORS.has(error.code)) throw new Error(`${page.path}: ${error.message}`);
    console.log(`${page.name}: ${error.code}, running again`);
  }
}

/**
 * Each build's run with the median performance score. With two builds their runs alternate (and which goes
 * first alternates too), so a busy moment of the machine falls on both.
 */
async function medianAudits(builds: AuditedBuild[], page: AuditedPage): Promise<AuditRun[]> {
  const runs: AuditRun[][] = builds.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    const order = builds.map((_, b) => b);
    if (i % 2) order.reverse();
    for (const b of order) runs[b].push(await auditOnce(builds[b].origin, page, builds[b].cartIds));
  }
  return runs.map((buildRuns, b) => {
    buildRuns.sort((x, y) => score(x.lhr, 'performance') - score(y.lhr, 'performance'));
    // The spread says how far one run's score can be trusted on this machine.
    const spread = (format: (lhr: Result) => string | number) => buildRuns.map((r) => format(r.lhr)).join(', ');
    const name = builds.length > 1 ? `${page.name}, ${builds[b].label}` : page.name;
    console.log(`${name}: performance ${spread((lhr) => score(lhr, 'performance'))}; TBT ${spread((lhr) => metric(lhr, 'total-blocking-time'))}`);
    const observed = buildRuns.map((r) => mainThreadAfterFirstPaint(r.trace)).filter((o) => o !== null);
    if (observed.length) {
      const at = (figure: keyof MainThreadWork) => Math.round(median(observed.map((o) => o[figure])));
      console.log(
        `${name}: main thread after the first paint, as observed (median): busy ${at('busy')} ms, blocking ${at('blocking')} ms at 4x; ` +
          `by its own running time busy ${at('ownBusy')} ms, blocking ${at('ownBlocking')} ms at 4x`,
      );
    }
    return buildRuns[Math.floor(buildRuns.length / 2)];
  });
}

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The time the thread ran during the event (dur less the time other processes had the CPU). */
  tdur?: number;
}

interface MainThreadWork {
  busy: number;
  blocking: number;
  /** The same by the thread's own running time: what the page cost, whatever else the machine ran. */
  ownBusy: number;
  ownBlocking: number;
}

/**
 * The page's main thread after its first paint, as the run observed it (not simulated): the time its
 * tasks took, and what they would block at Lighthouse's 4x CPU slowdown (each task's part over 50 ms).
 * Steadier from run to run than the simulated TBT, so the figure to compare two builds by. On a busy
 * machine a task's wall time includes the time other processes held the CPU; its thread time does not.
 */
function mainThreadAfterFirstPaint(trace: unknown): MainThreadWork | null {
  const events = (trace as { traceEvents?: TraceEvent[] }).traceEvents ?? [];
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const main = paint && events.find((e) => e.pid === paint.pid && e.name === 'ParseHTML');
  if (!paint || !main) return null;
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur && e.ts > paint.ts);
  const busy = (ms: (e: TraceEvent) => number) => tasks.reduce((sum, e) => sum + ms(e), 0);
  const blocking = (ms: (e: TraceEvent) => number) => tasks.reduce((sum, e) => sum + Math.max(0, 4 * ms(e) - 50), 0);
  const wall = (e: TraceEvent) => e.dur! / 1000;
  const own = (e: TraceEvent) => (e.tdur ?? e.dur!) / 1000;
  return { busy: busy(wall), blocking: blocking(wall), ownBusy: busy(own), ownBlocking: blocking(own) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? 'n/a';

/** Audits that lost points, by category: what to fix next. */
function flagged(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || result.score === null || result.score >= 0.9) continue;
      lines.push(`  - ${category}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ''}`);
    }
  }
  return lines;
}

/** One built web app served on its own port, with its own embedded database and guest basket. */
interface AuditedBuild {
  label: string;
  origin: string;
  /** Each audited store's guest basket. */
  cartIds: ReadonlyMap<string, string>;
  stop: () => Promise<void>;
}

async function serveBuild(label: string, webBuild: string): Promise<AuditedBuild> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'shop-audit-'));
  const webRoot = path.join(runDir, 'web');
  // A copy, so a rebuild during the audit cannot take files away from the server.
  cpSync(webBuild, webRoot, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer(port, { DATA_DIR: path.join(runDir, 'data'), WEB_ROOT: webRoot, DATABASE_URL: '' });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/rest/default/V1/products?searchCriteria`);
    const cartIds = new Map<string, string>();
    for (const store of STORES) cartIds.set(store, await guestBasket(`${origin}/rest/${store}/V1`));
    return { label, origin, cartIds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  await buildServer();
  const builds = [await serveBuild('this build', ensureBuilt())];
  const reportsDir = process.env.AUDIT_REPORTS_DIR;
  try {
    if (process.env.AUDIT_AGAINST) builds.push(await serveBuild(process.env.AUDIT_AGAINST, path.resolve(process.env.AUDIT_AGAINST)));
    const pages: AuditedPage[] = [];
    for (const store of STORES) {
      // The default store's pages at their plain addresses; another store's named with `___store`.
      const at = (pagePath: string) => (store === 'default' ? pagePath : `${pagePath}?___store=${store}`);
      const name = (page: string) => (STORES.length > 1 ? `${page} (${store})` : page);
      const productKey = await firstProductUrlKey(`${builds[0].origin}/rest/${store}/V1`);
      pages.push(
        { name: name('Catalogue'), path: at('/'), store },
        { name: name('Product page'), path: at(`/product/${encodeURIComponent(productKey)}`), store },
        { name: name('Basket'), path: at('/checkout/cart'), withBasket: true, store },
        { name: name('Checkout'), path: at('/checkout'), withBasket: true, store },
      );
    }
    const rows: string[] = [];
    const notes: string[] = [];
    for (const page of pages.filter((p) => !ONLY || ONLY.test(p.name))) {
      const medians = await medianAudits(builds, page);
      medians.forEach(({ lhr, trace }, i) => {
        const name = builds.length > 1 ? `${page.name}, ${builds[i].label}` : page.name;
        rows.push(
          `| ${name} (\`${page.path}\`) | ${CATEGORIES.map((c) => score(lhr, c)).join(' | ')} | ${metric(lhr, 'largest-contentful-paint')} | ${metric(lhr, 'cumulative-layout-shift')} | ${metric(lhr, 'total-blocking-time')} |`,
        );
        const issues = flagged(lhr);
        if (issues.length) notes.push(`${name}:`, ...issues);
        if (reportsDir && i === 0) {
          mkdirSync(reportsDir, { recursive: true });
          const base = path.join(reportsDir, page.name.toLowerCase().replace(/\W+/g, '-'));
          writeFileSync(`${base}.html`, generateReport(lhr, 'html'));
          writeFileSync(`${base}.json`, generateReport(lhr, 'json'));
          writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
        }
      });
    }
    console.log(`\nLighthouse, its default mobile settings (simulated slow 4G, 4x CPU slowdown); median of ${RUNS} run(s):\n`);
    console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
    console.log(notes.length ? `\nFlagged (score below 90):\n${notes.join('\n')}` : '\nNothing flagged.');
  } finally {
    for (const build of builds) await build.stop();
  }
}

await main();
