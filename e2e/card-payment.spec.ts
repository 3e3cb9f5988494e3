import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { acceptAgreements, choosePaymentMethod, expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

const VISA = '4444333322221111';
const REFUSED_MESSAGE = 'Your payment was declined. Please check your card details or use another card.';
const nextYear = String(new Date().getFullYear() + 1);

/** Every request body the page sends to the shop, to prove the card never leaves the browser in clear. */
function recordShopBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(page.url() || 'http://x').origin) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The checkout data the page keeps for the visit (sessionStorage), or null once it is forgotten. */
async function checkoutDraft(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('shop.checkoutDraft') ?? 'null') as Record<string, unknown> | null);
}

async function guestAtPayment(page: Page) {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('card'));
  await goToPayment(page);
}

async function fillCard(page: Page, card: { number: string; name: string; cvv?: string }) {
  await page.getByLabel('Card Number').fill(card.number);
  await page.getByLabel('Expiration Month').selectOption('12');
  await page.getByLabel('Expiration Year').selectOption(nextYear);
  await page.getByLabel('Card Verification Number').fill(card.cvv ?? '123');
  await page.getByLabel('Name on Card').fill(card.name);
}

// Spec 002 §5 "Card form": pay by card; the form loads only when the card method is chosen.
test('a guest pays by card, after a refusal, and the card number never reaches the shop @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const bodies = recordShopBodies(page);
  await guestAtPayment(page);

  await test.step('the card form loads only once the card method is chosen', async () => {
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    expect(scripts.some((url) => /card-method/.test(url))).toBe(false);
    await choosePaymentMethod(page, 'Credit / Debit Card');
    await expect(page.getByLabel('Card Number')).toBeVisible();
    expect(scripts.some((url) => /card-method/.test(url))).toBe(true);
  });

  await test.step('the card’s rules with the spec’s messages; the type is shown while typing', async () => {
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('Card Number')).toBeFocused();
    await expect(page.getByText('This is a required field.').first()).toBeVisible();
    await page.getByLabel('Card Number').fill('4444333322221112');
    await page.getByLabel('Card Number').blur();
    await expect(page.getByText('Please enter a valid credit card number.')).toBeVisible();
    await page.getByLabel('Card Number').fill(VISA);
    await expect(page.getByText('Card type: Visa')).toBeVisible();
    await page.getByLabel('Card Verification Number').fill('12');
    await page.getByLabel('Card Verification Number').blur();
    await expect(page.getByText('Please enter a valid credit card verification number.')).toBeVisible();
    await checkPage('card form with errors');
  });

  await test.step('the gateway refuses (cardholder REFUSED): the message, the basket and the saved checkout data stay', async () => {
    expect(await checkoutDraft(page)).toMatchObject({ email: expect.stringContaining('@') });
    await fillCard(page, { number: VISA, name: 'REFUSED' });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout#payment$/);
    // Spec 002 §4: a response of type 'error' means no cleanup, and the button is enabled again.
    expect(await checkoutDraft(page)).toMatchObject({ email: expect.stringContaining('@') });
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await checkPage('card refused');
  });

  await test.step('another name: the order is placed, the saved checkout data goes', async () => {
    await page.getByLabel('Name on Card').fill('Jane Smith');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expectSuccessPage(page);
    expect(await checkoutDraft(page)).toBeNull();
  });

  await test.step('the success page replaced the checkout: Back does not return to the placed order’s payment step', async () => {
    await page.goBack();
    await expect(page).not.toHaveURL(/\/checkout\/onepage\/success$/);
    await expect(page).not.toHaveURL(/#payment$/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
    await expect(page.getByText('You have no items in your shopping cart.')).toBeVisible();
  });

  const digits = bodies.filter((b) => b.includes(VISA) || b.includes('4444 3333'));
  expect(digits, 'a request body to the shop held the card number').toEqual([]);
  expect(bodies.some((b) => b.includes('"encryptedData":"v1.'))).toBe(true);
  // The gateway's device-data frame answered: its session goes with the card.
  expect(bodies.some((b) => /"dfReferenceId":"[0-9a-f-]{36}"/.test(b))).toBe(true);
});

test('a card that needs 3-D Secure: a failed challenge brings the shopper back, a passed one places the order @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  await guestAtPayment(page);
  await choosePaymentMethod(page, 'Credit / Debit Card');
  await fillCard(page, { number: '4000000000001091', name: 'Jane Smith' });
  await acceptAgreements(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/3ds\/challenge\/pay_/);
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\?threeds_result=failure#payment$/);
  await expect(page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE })).toBeVisible();
  await choosePaymentMethod(page, 'Credit / Debit Card');
  await expectNoAxeViolations(page, `back from the challenge at ${width} px`);
  // The second challenge is passed: back at the payment step, the order is placed with that payment.
  await fillCard(page, { number: '4000000000001091', name: 'Jane Smith' });
  await acceptAgreements(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/3ds\/challenge\/pay_/);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/checkout\?threeds=C\d+-\d+-\d+#payment$/);
  await expect(page.getByText('Your bank has confirmed the payment. Place your order to finish.')).toBeVisible();
  await expect(page.getByLabel('Card Number')).toHaveCount(0);
  await expectNoAxeViolations(page, `challenge passed at ${width} px`);
  await acceptAgreements(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectSuccessPage(page);
});

test('the card form is usable with the keyboard alone', async ({ page }) => {
  await guestAtPayment(page);
  const card = page.getByRole('radio', { name: 'Credit / Debit Card', exact: true });
  const cod = page.getByRole('radio', { name: 'Cash On Delivery', exact: true });
  const number = page.getByLabel('Card Number');

  await test.step('the card method reached with Tab and picked with the space bar and the arrow keys', async () => {
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    await expect(number).toBeVisible();
    // The arrow keys move the choice within the methods, and back to the card.
    await page.keyboard.press('ArrowDown');
    await expect(cod).toBeChecked();
    await expect(card).not.toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(card).toBeChecked();
    await expect(card).toBeFocused();
  });

  await test.step('the card’s fields one after the other with Tab, the expiry chosen with the arrow keys', async () => {
    await tabTo(page, number);
    await page.keyboard.type(VISA);
    await expect(page.getByText('Card type: Visa')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiration Month')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiration Year')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card Verification Number')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name on Card')).toBeFocused();
    await page.keyboard.type('Jane Smith');
    await expect(page.getByLabel('Expiration Month')).not.toHaveValue('');
    await expect(page.getByLabel('Expiration Year')).not.toHaveValue('');
  });

  await test.step('the terms ticked with the space bar, the order placed with Enter', async () => {
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expectNoAxeViolations(page, 'card form filled from the keyboard');
    await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');
    await expectSuccessPage(page);
  });
});
