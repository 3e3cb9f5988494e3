import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type CDPSession, type Page } from '@playwright/test';

/**
 * The sandbox wallet's sheet: the payment handler window Chromium opens when the shop's page calls
 * `PaymentRequest.show()` (the twin's service worker, installed just in time from its payment method
 * manifest). Chromium shows it in a dialog of its own, which is no tab of the page's context, so Playwright's
 * page objects do not reach it: it is driven here over the DevTools protocol (its target, attached by the
 * browser's session), with real key presses.
 */
export interface WalletSheet {
  /** The sheet's visible text. */
  text(): Promise<string>;
  /** The label of the card chosen. */
  chosenCard(): Promise<string>;
  /** The label of the focused element (or its text). */
  focused(): Promise<string>;
  press(key: keyof typeof KEYS): Promise<void>;
  /** axe's WCAG 2.0–2.2 A/AA violations on the sheet, as `rule: targets`. */
  axeViolations(): Promise<string[]>;
  /** Lets go of the sheet (once it has gone), the keyboard back on the shop's page. */
  detach(): Promise<void>;
}

const KEYS = {
  Tab: { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 },
  Enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  Space: { key: ' ', code: 'Space', windowsVirtualKeyCode: 32, text: ' ' },
  ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
} as const;

const SHEET_PATH = '/wallet/sheet';
/** Sheets already driven: a paid sheet's window may still be listed for a moment after it closed. */
const sheetsSeen = new Set<string>();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The wallet's sheet, once it has opened and shows the payment; fails when none opens. */
export async function walletSheet(page: Page): Promise<WalletSheet> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the wallet sheet is reached through the browser');
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  let targetId = '';
  await expect
    .poll(
      async () => {
        const { targetInfos } = await cdp.send('Target.getTargets');
        targetId = targetInfos.find((t) => t.type === 'page' && t.url.includes(SHEET_PATH) && !sheetsSeen.has(t.targetId))?.targetId ?? '';
        return targetId;
      },
      { message: 'the wallet’s sheet opens', timeout: 15_000 },
    )
    .not.toBe('');
  sheetsSeen.add(targetId);
  // A target that is not the context's own is spoken to through the browser's session, message by message.
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  let nextId = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = <T>(method: string, params: object): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (message) => (message.error ? reject(new Error(message.error.message)) : resolve(message.result as T)));
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = await send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (answer.exceptionDetails) throw new Error(`in the wallet's sheet: ${answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  // The sheet shows its form once its service worker has told it the payment.
  await expect
    .poll(() => evaluate<boolean>("document.getElementById('pay')?.hidden === false").catch(() => false), { message: 'the wallet’s sheet shows the payment' })
    .toBe(true);

  return {
    text: () => evaluate<string>('document.body.innerText'),
    chosenCard: () => evaluate<string>("document.querySelector('input[name=card]:checked')?.labels[0]?.textContent ?? ''"),
    focused: () => evaluate<string>('(document.activeElement?.labels?.[0] ?? document.activeElement)?.textContent ?? ""'),
    async press(key) {
      const { text, ...keyCodes } = { text: undefined, ...KEYS[key] };
      await send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', ...keyCodes, ...(text ? { text } : {}) });
      await send('Input.dispatchKeyEvent', { type: 'keyUp', ...keyCodes });
    },
    async axeViolations() {
      await evaluate<void>(`${AXE_SOURCE};void 0`);
      return evaluate<string[]>(
        "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))",
      );
    },
    async detach() {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
      // Once the sheet has gone a browser gives the keyboard back to the page; headless Chromium does not.
      await page.bringToFront();
    },
  };
}

/** Picks a card in the sheet with the arrow key, then pays with Tab and Enter, as a keyboard user does. */
export async function payInWallet(sheet: WalletSheet, card: string | RegExp): Promise<void> {
  for (let presses = 0; presses < 8 && !matches(await sheet.chosenCard(), card); presses++) await sheet.press('ArrowDown');
  expect(await sheet.chosenCard()).toMatch(card);
  await sheet.press('Tab');
  expect(await sheet.focused()).toMatch(/^Pay /);
  await sheet.press('Enter');
}

const matches = (text: string, expected: string | RegExp) => (typeof expected === 'string' ? text === expected : expected.test(text));
