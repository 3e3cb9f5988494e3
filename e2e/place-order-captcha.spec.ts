import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { CAPTCHA_ANSWER_LABEL, CAPTCHA_TEST_ANSWER } from './helpers/captcha';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { acceptAgreements, choosePaymentMethod, expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';

const REFUSED_MESSAGE = 'Your payment was declined. Please check your card details or use another card.';
const nextYear = String(new Date().getFullYear() + 1);

/** The POST that places the order, by either of its paths. */
const isPlaceOrder = (url: string, method: string) => method === 'POST' && /\/payment-information(-custom)?$/.test(new URL(url).pathname);

async function placeOrderAndWait(page: Page) {
  const answered = page.waitForResponse((response) => isPlaceOrder(response.url(), response.request().method()));
  await page.getByRole('button', { name: 'Place Order' }).click();
  return answered;
}

// Spec 002 §7 "Other notes": after repeated card refusals, placing the order carries a captcha answer
// (X-Captcha). Card testing is the threat: three refusals on a basket bring the captcha.
test('after three refused cards the payment step asks for the captcha, and the order is placed with it', async ({ page }) => {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('captcha'));
  await goToPayment(page);
  await choosePaymentMethod(page, 'Credit / Debit Card');
  await acceptAgreements(page);
  await page.getByLabel('Card Number').fill('4444333322221111');
  await page.getByLabel('Expiration Month').selectOption('12');
  await page.getByLabel('Expiration Year').selectOption(nextYear);
  await page.getByLabel('Card Verification Number').fill('123');
  await page.getByLabel('Name on Card').fill('REFUSED');
  // The discount code's captcha has the same label: the place order's is in its own group.
  const captcha = page.getByRole('group', { name: 'Security check for Place Order' });
  const answerField = captcha.getByRole('textbox', { name: CAPTCHA_ANSWER_LABEL });
  const picture = captcha.getByRole('img', { name: 'Security check for placing your order: type the characters shown' });

  await test.step('three refusals: no captcha until then', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(answerField).toHaveCount(0);
      const refused = await placeOrderAndWait(page);
      expect(refused.status()).toBe(400);
      await expect(page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE })).toBeVisible();
    }
  });

  await test.step('the captcha shows, labelled, and is required', async () => {
    await expect(answerField).toBeVisible();
    await expect(picture).toBeVisible();
    await expect(captcha.getByRole('button', { name: 'Reload captcha' })).toBeEnabled();
    await expectNoAxeViolations(page, 'place-order captcha');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(answerField).toBeFocused();
    await expect(answerField).toHaveAccessibleDescription('This is a required field.');
  });

  await test.step('a wrong answer is refused and a new image drawn', async () => {
    const image = await picture.getAttribute('src');
    await answerField.fill('WRONG');
    const wrong = await placeOrderAndWait(page);
    expect(wrong.status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect CAPTCHA.' })).toBeVisible();
    await expect(picture).not.toHaveAttribute('src', image ?? '');
    await expect(answerField).toHaveValue('');
    await expectNoAxeViolations(page, 'place-order captcha refused');
  });

  await test.step('the right answer with another card places the order', async () => {
    await page.getByLabel('Name on Card').fill('Jane Smith');
    await answerField.fill(CAPTCHA_TEST_ANSWER.toLowerCase());
    const request = page.waitForRequest((r) => isPlaceOrder(r.url(), r.method()));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const headers = (await request).headers();
    expect(headers['x-captcha']).toBe(CAPTCHA_TEST_ANSWER.toLowerCase());
    expect(headers['x-captcha-id']).toMatch(/^[0-9a-f]{32}$/);
    await expectSuccessPage(page);
  });
});
