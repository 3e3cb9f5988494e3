import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
import { inAnyLanguage } from './helpers/texts';

const CANCELLED_NOTICE = 'You cancelled the payment at PayPal. Your basket is as you left it: you can pay again or choose another payment method.';

/** A guest in the UK store with the Crisp Mint pods, at 'Review & Payments'. */
async function guestAtPayment(page: Page) {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('paypal'));
  await goToPayment(page);
}

/** 'PayPal' chosen: its block and the button that sends the shopper to PayPal. */
async function choosePayPal(page: Page) {
  await page.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: 'PayPal', exact: true }).check();
  await expect(page.getByText('You will sign in to PayPal and approve the payment there, then come back here to see your order.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to PayPal' })).toBeEnabled();
}

/** Ticks the UK store's Terms and Conditions under the method. */
async function acceptAgreements(page: Page) {
  for (const box of await page.locator('.checkout-agreements').getByRole('checkbox').all()) await box.check();
}

/** Continue to PayPal: the place-order checks run, then the twin's approval page on its own origin. */
async function continueToPayPal(page: Page) {
  await acceptAgreements(page);
  const origin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.origin).not.toBe(origin);
  expect(url.pathname).toBe('/checkoutnow');
  await expect(page.getByRole('textbox', { name: 'PayPal account email' })).toHaveValue('buyer@paypal.test');
}

test('guest pays with PayPal: the twin’s approval page, Approve by keyboard, the success page with the order number', async ({ page }) => {
  await guestAtPayment(page);
  await choosePayPal(page);
  await expectNoAxeViolations(page, 'payment step with PayPal chosen');
  await continueToPayPal(page);
  await expectNoAxeViolations(page, 'PayPal’s approval page');
  // Keyboard only: Tab to 'Approve', then Enter.
  const approve = page.getByRole('button', { name: 'Approve' });
  await tabTo(page, approve);
  await page.keyboard.press('Enter');
  await expectSuccessPage(page);
});

test('guest cancels at PayPal: back on the payment step with the notice and the basket intact, and can pay again', async ({ page }) => {
  await guestAtPayment(page);
  await choosePayPal(page);
  await continueToPayPal(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\?paypal=cancelled#payment$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment Method' })).toBeVisible();
  await expect(page.getByText(CANCELLED_NOTICE)).toBeVisible();
  // PayPal stays chosen and the basket is the one left: the same pods in 'Your Order'.
  await expect(page.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();
  await expect(page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') }).getByText(PRODUCTS.crispMint.name)).toBeVisible();
  await expectNoAxeViolations(page, 'payment step back from PayPal');
  await continueToPayPal(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectSuccessPage(page);
});
