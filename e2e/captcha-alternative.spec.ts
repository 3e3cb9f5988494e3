import { expect, type Locator, type Page, test } from '@playwright/test';
import { QUESTION_WORDS } from '../src/features/captcha/domain';
import { expectNoAxeViolations } from './helpers/axe';
import { seedGuestBasket } from './helpers/basket';
import { expectBasketPage, proceedToCheckout } from './helpers/cart';
import { PRODUCTS } from './helpers/catalog';
import { acceptAgreements, choosePaymentMethod, expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { inAnyLanguage, pageLanguage, shopText } from './helpers/texts';

const nextYear = String(new Date().getFullYear() + 1);

/** What a shopper who hears the question works out: its sum, read back through the page language's words. */
async function answerTo(page: Page, question: Locator): Promise<string> {
  const { numbers, question: template } = QUESTION_WORDS[await pageLanguage(page)];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{a}', '(.+)')
    .replace('{b}', '(.+)');
  const text = (await question.textContent()) ?? '';
  const [, a, b] = new RegExp(`^${pattern}$`).exec(text) ?? [];
  expect(numbers, `a question in the page's language: ${text}`).toContain(a);
  expect(numbers).toContain(b);
  return String(numbers.indexOf(a) + 1 + numbers.indexOf(b) + 1);
}

/**
 * Asks for the question in place of the picture: it is read out where the picture was (a polite live region),
 * describes the answer field, and the focus stays on the switch.
 */
async function switchToQuestion(block: Locator): Promise<{ question: Locator; answerField: Locator }> {
  const toQuestion = block.getByRole('button', { name: inAnyLanguage('captcha.useQuestion') });
  await toQuestion.click();
  const question = block.locator('[aria-live="polite"] p');
  await expect(question).toBeVisible();
  await expect(block.getByRole('img')).toHaveCount(0);
  const toPicture = block.getByRole('button', { name: inAnyLanguage('captcha.useImage') });
  await expect(toPicture).toBeFocused();
  const answerField = block.getByRole('textbox', { name: inAnyLanguage('captcha.questionAnswer') });
  await expect(answerField).toHaveAccessibleDescription((await question.textContent()) ?? '');
  await expect(block.getByRole('button', { name: inAnyLanguage('captcha.newQuestion') })).toBeVisible();
  return { question, answerField };
}

/** The basket's discount form after three refused codes, answered by the question. */
async function couponByQuestion(page: Page, store: 'default' | 'fr', code: string) {
  await seedGuestBasket(page, [{ sku: PRODUCTS.crispMint.sku, qty: 1, subscribe: false }], store);
  await page.goto(store === 'fr' ? '/checkout/cart?___store=fr' : '/checkout/cart');
  await expectBasketPage(page);
  const block = page.getByRole('region', { name: inAnyLanguage('basket.coupon.heading') });
  const codeField = block.getByRole('textbox', { name: inAnyLanguage('basket.coupon.label') });
  const apply = block.getByRole('button', { name: inAnyLanguage('basket.coupon.apply') });
  const applyCode = async (text: string) => {
    const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/coupons/'));
    await codeField.fill(text);
    await apply.click();
    return answered;
  };

  await test.step('three refused codes make the captcha required; its picture says what it guards', async () => {
    for (const refused of ['NOPE1', 'NOPE2', 'NOPE3']) expect((await applyCode(refused)).status()).toBe(404);
    await expect(block.getByRole('img', { name: await shopText(page, 'captcha.couponImageAlt') })).toBeVisible();
  });

  await test.step('a question in the store’s language instead, axe clean', async () => {
    const { question, answerField } = await switchToQuestion(block);
    await expectNoAxeViolations(page, `${store}: the discount code's captcha as a question`);
    await answerField.fill(await answerTo(page, question));
    const answered = await applyCode(code);
    // The question's answer passed: the code itself was judged.
    expect(answered.status()).toBe(code === 'WELCOME10' ? 200 : 404);
    expect(answered.request().headers()['x-captcha-id']).toMatch(/^[0-9a-f]{32}$/);
  });
}

// WCAG 1.1.1 and 3.3.8: a captcha names its purpose and offers a way that needs no sight.
test('a guest answers the discount code’s and Place Order’s captchas by a question (UK store)', async ({ page }) => {
  await couponByQuestion(page, 'default', 'WELCOME10');
  await expect(page.getByRole('status').filter({ hasText: 'Your coupon was successfully applied.' })).toBeVisible();

  await test.step('to the payment step, with three refused cards', async () => {
    await proceedToCheckout(page);
    await expectShippingStep(page);
    await fillGuestShipping(page, uniqueEmail('captcha-question'));
    await goToPayment(page);
    await choosePaymentMethod(page, 'Credit / Debit Card');
    await acceptAgreements(page);
    await page.getByLabel('Card Number').fill('4444333322221111');
    await page.getByLabel('Expiration Month').selectOption('12');
    await page.getByLabel('Expiration Year').selectOption(nextYear);
    await page.getByLabel('Card Verification Number').fill('123');
    await page.getByLabel('Name on Card').fill('REFUSED');
    for (let i = 0; i < 3; i++) {
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && /\/payment-information(-custom)?$/.test(new URL(r.url()).pathname));
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect((await refused).status()).toBe(400);
    }
  });

  const group = page.getByRole('group', { name: inAnyLanguage('captcha.placeOrderGroup') });

  await test.step('Place Order’s captcha as a question, axe clean', async () => {
    await expect(group.getByRole('img', { name: 'Security check for placing your order: type the characters shown' })).toBeVisible();
    const { question, answerField } = await switchToQuestion(group);
    await expectNoAxeViolations(page, 'the place-order captcha as a question');
    await answerField.fill(await answerTo(page, question));
  });

  await test.step('the right answer with another card places the order', async () => {
    await page.getByLabel('Name on Card').fill('Jane Smith');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectSuccessPage(page);
  });
});

test('a guest answers the discount code’s captcha by a question in French (fr store)', async ({ page }) => {
  await couponByQuestion(page, 'fr', 'NOPE4');
  const block = page.getByRole('region', { name: inAnyLanguage('basket.coupon.heading') });
  await expect(block.getByRole('alert')).not.toHaveText(/CAPTCHA/);

  await test.step('back to the picture, from the keyboard', async () => {
    // The refused code drew a new question, of the type chosen.
    await expect(block.locator('[aria-live="polite"] p')).toHaveText(/^Combien font /);
    const toPicture = block.getByRole('button', { name: 'Utiliser plutôt une image' });
    await toPicture.focus();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('img', { name: 'Contrôle de sécurité du code promo\u202f: saisissez les caractères affichés' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Répondre plutôt à une question' })).toBeFocused();
    await expect(block.getByRole('textbox', { name: 'Saisissez les lettres et les chiffres ci-dessous' })).toBeVisible();
  });
});
