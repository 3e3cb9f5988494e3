import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { expectPaymentStep, expectShippingStep, expectSuccessPage, fillGuestShipping, grandTotalCell, placeOrder } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
import { payInWallet, walletSheet } from './helpers/wallet';

/*
 * Wallets (worldpay_wallets) through the browser's real Payment Request API. Chromium has no Apple Pay or
 * Google Pay here; it does support web-based payment handlers, and does so headless: the gateway's twin
 * serves a payment method manifest, a web app manifest and a service worker on its own origin, which
 * Chromium installs just in time when the page asks for that method. `canMakePayment()` and `show()` are
 * Chromium's own, the wallet's sheet is the payment handler window Chromium opens (driven over the DevTools
 * protocol, see helpers/wallet.ts), and the token it answers is authorised by the twin. No test double.
 *
 * Not here: the shopper closing the wallet. Headless Chromium (156) leaves `show()` pending when the payment
 * handler cancels (rejects its answer) or its window is closed, so that case is the block's unit test
 * (web/wallets/wallet-method.test.tsx).
 */

const WALLET = 'Apple Pay / Google Pay';
const PAY = 'Pay with your wallet';
const DECLINED = 'Your payment was declined. Please choose another card in your wallet or another payment method.';

/** A guest's basket of one pod pack, at the payment step. */
async function guestAtPayment(page: Page) {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('wallet'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPaymentStep(page);
}

/** Chooses the wallet with the keyboard: from the first method, the arrow key wraps round to the last. */
async function chooseWalletWithKeyboard(page: Page) {
  const methods = page.getByRole('radiogroup', { name: 'Payment Method' });
  const wallet = methods.getByRole('radio', { name: WALLET, exact: true });
  // Back on the page, the method the basket kept is chosen again.
  if (!(await wallet.isChecked())) {
    await tabTo(page, methods.getByRole('radio', { name: 'Credit / Debit Card', exact: true }));
    await page.keyboard.press('ArrowUp');
  }
  await expect(wallet).toBeChecked();
}

/** The browser's wallet can pay: the block says what pressing the button does. */
async function expectWalletReady(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Your wallet opens when you press Pay with your wallet/ })).toBeVisible();
}

/** Ticks the Terms and Conditions with the space bar (once) and presses the wallet's button with Enter. */
async function payWithKeyboard(page: Page) {
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await tabTo(page, terms);
  if (!(await terms.isChecked())) await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const pay = page.getByRole('button', { name: PAY });
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
}

test('a guest pays with the wallet from the keyboard: its sheet shows the grand total, the order is placed', async ({ page }) => {
  await guestAtPayment(page);
  await chooseWalletWithKeyboard(page);
  const total = ((await grandTotalCell(page).textContent()) ?? '').trim();
  await expect(
    page.getByRole('status').filter({ hasText: `Your wallet opens when you press Pay with your wallet: confirm ${total} there to place your order.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'payment step with the wallet chosen');

  await payWithKeyboard(page);
  const sheet = await walletSheet(page);
  expect(await sheet.text()).toContain(`Pay Vype ${total}`);
  expect(await sheet.axeViolations()).toEqual([]);
  await payInWallet(sheet, 'Mastercard •••• 4444');
  await sheet.detach();
  await expectSuccessPage(page);
  await expectNoAxeViolations(page, 'success page after a wallet payment');
});

test('a card the bank declines: the shop says so, and the wallet pays with another card', async ({ page }) => {
  await guestAtPayment(page);
  await chooseWalletWithKeyboard(page);
  await expectWalletReady(page);
  await payWithKeyboard(page);
  const declining = await walletSheet(page);
  await payInWallet(declining, /^Visa •••• 0002/);
  await declining.detach();
  await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
  await expectNoAxeViolations(page, 'payment step after a declined wallet card');
  // The page told the wallet (complete('fail')): Chromium then shows an error dialog of its own, which a
  // shopper closes and which holds the page's keyboard until then; headless it has no window, so the page is
  // reloaded (which closes it), as a shopper may. The basket is still there to pay.
  await page.reload();
  await expectPaymentStep(page);
  await chooseWalletWithKeyboard(page);
  await expectWalletReady(page);

  await payWithKeyboard(page);
  const again = await walletSheet(page);
  await payInWallet(again, 'Visa •••• 1111');
  await again.detach();
  await expectSuccessPage(page);
});

test('a browser without the Payment Request API is not offered the wallet; another method pays', async ({ page }) => {
  // Such browsers exist (Firefox ships none): the API is taken away before the shop's script runs.
  await page.addInitScript(() => {
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });
  await guestAtPayment(page);
  const cashOnDelivery = page.getByRole('radio', { name: 'Cash On Delivery', exact: true });
  await expect(cashOnDelivery).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Apple Pay / Google Pay' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'payment step in a browser without a wallet');
  await cashOnDelivery.check();
  await placeOrder(page);
});
