import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { basketLine, expectBasketCount, gotoBasket, lineQuantity, orderTotals } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { GUEST_ADDRESS, chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, fillGuestShipping, goToPayment, placeOrder } from './helpers/checkout';
import { JANE, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const NOT_FOUND = 'Whoops, our bad...';

async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
}

test.describe('not found', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectNotFound(page);
    await expectNoAxeViolations(page, 'not-found page');
  });

  test('an unknown product shows the not-found page', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expectNotFound(page);
    await expectNoAxeViolations(page, 'unknown product');
  });

  test('an unknown checkout step redirects to the not-found URL, which answers 404', async ({ page }) => {
    const notFound = page.waitForResponse((response) => new URL(response.url()).pathname === '/no-route');
    await page.goto('/checkout#nonsense');
    expect((await notFound).status()).toBe(404);
    await expect(page).toHaveURL(/\/no-route$/);
    await expectNotFound(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/checkout#nonsense');
  });
});

test('the checkout with an empty basket says so and links back to the basket', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('You have no items in your shopping cart.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectBasketCount(page, 0);
  await expectNoAxeViolations(page, 'empty checkout');

  await page.getByRole('link', { name: 'Return to basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('You have no items in your shopping cart.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty basket');
});

test('keyboard only: Tab to "Add to Basket" and Enter adds the product', async ({ page }) => {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await expectBasketCount(page, 0);
  await expectNoAxeViolations(page, 'product page');

  const add = page.getByRole('button', { name: 'Add to Basket' });
  // From the top of the freshly loaded page, forward through the header, the options and the quantity.
  await expect(page.locator('body')).toBeFocused();
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: `You added ${crispMint.name} to your shopping cart.` })).toBeVisible();
  await expectBasketCount(page, 1);
  await expectNoAxeViolations(page, 'product page after keyboard add');
});

test('a guest typing an existing account’s email is offered to sign in', async ({ page }) => {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1, expectedCount: 1 });
  await expectNoAxeViolations(page, 'product page after adding');
  await page.goto('/checkout');
  await expectShippingStep(page);
  await expectNoAxeViolations(page, 'checkout shipping step');

  const email = page.getByRole('textbox', { name: 'Email Address' });
  await expect(email).toHaveAccessibleDescription('You can create an account after checkout.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

  await email.fill(JANE.email);
  // The availability check waits 2 s after typing stops (spec 001 §9).
  await expect(page.getByText('You already have an account with us. Sign in or continue as guest.', { exact: true })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'checkout with the sign-in prompt');

  // 'Forgot Your Password?' leads to the reset form; the answer never says whether the account exists.
  await page.getByRole('link', { name: 'Forgot Your Password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(JANE.email);
  await page.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(
    page.getByText(`If there is an account associated with ${JANE.email} you will receive an email with a link to reset your password.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password sent');
});

test('a guest who logs in at the email step keeps the basket and the typed address', async ({ page }) => {
  const account = { email: uniqueEmail('inplace'), password: 'Password123!' };
  const created = await page.request.post('/rest/default/V1/customers', {
    data: { customer: { email: account.email, firstname: 'Ines', lastname: 'Place' }, password: account.password },
  });
  expect(created.status()).toBe(200);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 1, expectedCount: 1 });
  await page.goto('/checkout');
  await expectShippingStep(page);
  await fillGuestShipping(page, account.email, { ...GUEST_ADDRESS, firstname: 'Ines', lastname: 'Place' });
  await expect(page.getByText('You already have an account with us. Sign in or continue as guest.', { exact: true })).toBeVisible({ timeout: 5_000 });
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveCount(0);
  await expect(page.getByText('Please add your delivery address below:')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street Address' })).toHaveValue(GUEST_ADDRESS.street);
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue(GUEST_ADDRESS.postcode);
  await expectBasketCount(page, 1);
});

test('at 375 px the basket has no horizontal scroll @mobile-only', async ({ page }) => {
  const { crispMint, goldenTobacco } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 2, option: 'once', expectedCount: 2 });
  await expectNoAxeViolations(page, 'product page at 375 px');
  await gotoProduct(page, goldenTobacco.path, goldenTobacco.name);
  await addToBasket(page, { name: goldenTobacco.name, qty: 1, option: 'subscribe', expectedCount: 3 });
  await expectNoAxeViolations(page, 'second product page at 375 px');

  await gotoBasket(page);
  await expect(basketLine(page, crispMint.name)).toBeVisible();
  await expect(lineQuantity(page, goldenTobacco.name)).toHaveValue('1');
  await expect(orderTotals(page)).toBeVisible();
  expect(page.viewportSize()?.width).toBe(375);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'basket at 375 px');
  await page.screenshot({ path: '/tmp/e2e-basket-375.png', fullPage: true });
});

// A long email address (christopher.montgomery.<13 digits>@example.com) must not widen the success
// page beyond 375 px.
test('at 375 px the success page wraps a long email address @mobile-only', async ({ page }) => {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1, expectedCount: 1 });
  await page.goto('/checkout');
  await expectShippingStep(page);
  await fillGuestShipping(page, `christopher.montgomery.${Date.now()}@example.com`);
  await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
  await goToPayment(page);
  await choosePaymentMethod(page);
  await placeOrder(page);
  // (The pages on the way are scanned with axe at 375 px by the guest journey.)
  await expectNoHorizontalScroll(page);
});
