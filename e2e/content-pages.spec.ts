import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import {
  chooseDeliveryMethod,
  choosePaymentMethod,
  expectShippingStep,
  fillGuestShipping,
  openOrderSummary,
  goToPayment,
  placeOrder,
} from './helpers/checkout';
import { expectSignedIn, gotoLogin, login, submitCreateAccount, uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';
import { inAnyLanguage } from './helpers/texts';

// The texts of src/db/seed-data.ts (the UK store's content), src/features/checkout/web/checkout-register-page.tsx
// and src/features/orders/web/success-page.tsx.
const CONSENT_NOTICE =
  'By placing your order you confirm that you are 18 or over. We use your details to process and deliver your order and to verify your age, as our Terms and Conditions explain.';
const KEEP_ORDER_NUMBER = 'Please note your order number: quote it if you contact our customer service about this order.';

const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-cms/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test('the Drop the Pod page shows the shop’s words in the site’s layout @mobile', async ({ page }) => {
  const response = await page.goto('/drop-the-pod');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Drop the Pod' })).toBeVisible();
  await expect(page).toHaveTitle(/Drop the Pod/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  await expect(main.getByText('Fill the bag with up to 30 used pods.', { exact: false })).toBeVisible();
  await expect(page.locator('.site-header')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'Drop the Pod page');
  await shot(page, 'drop-the-pod');
});

test('the footer links to the store’s legal pages, in its language, by keyboard @mobile', async ({ page }) => {
  await page.goto('/drop-the-pod');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal information' });
  for (const name of ['Terms and Conditions', 'Privacy Policy', 'Delivery', 'Returns', 'Cookie Policy']) {
    await expect(legal.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await tabTo(page, legal.getByRole('link', { name: 'Returns', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('You may cancel your order within 14 days of the day you receive it');
  await expectNoAxeViolations(page, 'returns policy');

  // The French store's footer and pages are French.
  await page.goto('/terms-and-conditions?___store=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  const frenchLegal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
  await frenchLegal.getByRole('link', { name: 'Retours', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retours et rétractation' })).toBeVisible();
  await expectNoAxeViolations(page, 'French returns page');
  await shot(page, 'returns-fr');
});

test('an identifier the store has no page for is the not-found page, with a 404 @mobile', async ({ page }) => {
  const response = await page.goto('/no-such-content-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Whoops, our bad...' })).toBeVisible();
  // The shop's own pages still win over a content page's address.
  expect((await page.goto('/checkout/cart'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  expect((await page.goto('/no-such-content-page'))?.status()).toBe(404);
  await expectNoAxeViolations(page, 'unknown content page');
});

test('the checkout shows the store’s consent notice and delivery note; the order’s page promises no e-mail @mobile', async ({ page }) => {
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await page.goto('/checkout');
  await expectShippingStep(page);
  await openOrderSummary(page);

  const summary = page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') });
  await expect(summary.getByRole('complementary', { name: 'Consent notice' })).toHaveText(CONSENT_NOTICE);
  await expect(summary.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  const delivery = page.getByRole('complementary', { name: 'Delivery information' });
  await expect(delivery).toContainText('Orders placed by 2pm on a working day are dispatched the same day.');
  await expect(delivery.getByRole('link', { name: 'Read our delivery policy' })).toHaveAttribute('href', '/delivery-policy');
  await expectNoAxeViolations(page, 'checkout with its content blocks');
  await shot(page, 'checkout-blocks');

  await fillGuestShipping(page, uniqueEmail('content'));
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await goToPayment(page);
  await expect(summary.getByRole('complementary', { name: 'Consent notice' })).toHaveText(CONSENT_NOTICE);
  await choosePaymentMethod(page);
  await placeOrder(page);
  await expect(page.getByText(KEEP_ORDER_NUMBER, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/we('ll| will) (e-?mail|send)/i);
  // 'You can create an account after checkout.' (the email step): here it is, a password away.
  const offer = page.getByRole('main').getByRole('region', { name: 'Create an Account' });
  await expect(offer.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Create an Account' })).toBeVisible();
});

test('a customer reaches About You from the breadcrumbs by keyboard, and goes on to the checkout @mobile', async ({ page }) => {
  const account = { email: uniqueEmail('aboutyou'), password: 'Password123!', firstname: 'Avery' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: account.firstname, lastname: 'Youngs' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  await gotoLogin(page);
  await login(page, account);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1 });
  await page.goto('/checkout');
  await expectShippingStep(page);

  const crumbs = page.getByRole('navigation', { name: 'Checkout stages' });
  await expect(crumbs.getByRole('link', { name: 'Delivery & Payment' })).toHaveAttribute('aria-current', 'page');
  const aboutYou = crumbs.getByRole('link', { name: 'About You' });
  await tabTo(page, aboutYou);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About You' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${account.firstname} Youngs (${account.email}).`)).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'About You' })).toHaveAttribute('aria-current', 'page');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'About You');
  await shot(page, 'about-you');

  await tabTo(page, page.getByRole('link', { name: 'Continue to Delivery & Payment' }));
  await page.keyboard.press('Enter');
  await expectShippingStep(page);
});

test('a guest who opens About You may create an account there and is taken back to the checkout', async ({ page }) => {
  expect((await page.goto('/checkout/register'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Customer Account' })).toBeVisible();
  await expectNoAxeViolations(page, 'About You for a guest');
  await submitCreateAccount(page, { firstname: 'Gale', lastname: 'Guest', email: uniqueEmail('register'), password: 'Str0ng!Passw0rd' });
  await expectSignedIn(page, 'Gale');
  await expect(page).toHaveURL(/\/checkout$/);
});
