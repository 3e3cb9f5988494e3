import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { emptyBasket, openBasket, orderTotals, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, expectShippingStep, goToPayment } from './helpers/checkout';
import { JOHN, gotoLogin, login } from './helpers/customers';
import { inAnyLanguage } from './helpers/texts';

function orderSummary(page: Page) {
  return page.getByRole('region', { name: inAnyLanguage('checkout.summary.title') });
}

function discountBlock(page: Page) {
  return orderSummary(page).getByRole('region', { name: 'Apply Discount Code' });
}

function totalsRow(page: Page, label: string | RegExp) {
  return orderTotals(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) });
}

async function addPodPackAndCheckout(page: Page): Promise<void> {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1, option: 'once' });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await expect(orderTotals(page)).toBeVisible();
}

test('a guest applies, cancels and mistypes a discount code in the order summary', async ({ page }) => {
  await test.step('a pod pack in the basket, then checkout', async () => {
    await addPodPackAndCheckout(page);
  });

  const block = discountBlock(page);
  const codeField = block.getByRole('textbox', { name: 'Enter discount code' });

  await test.step('the form, with its captcha while no coupon is applied', async () => {
    await expect(codeField).toBeEditable();
    await expect(block.getByRole('img', { name: 'Security check for the discount code: type the characters shown' })).toBeVisible();
    await expect(block.getByRole('textbox', { name: 'Please type the letters and numbers below' })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Reload captcha' })).toBeEnabled();
    await expectNoAxeViolations(page, 'checkout with the discount form');
  });

  await test.step('an empty code is required', async () => {
    await block.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(block.getByText('This is a required field.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('apply welcome10', async () => {
    await codeField.fill('welcome10');
    await block.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(block.getByRole('status')).toHaveText('Your coupon was successfully applied.');
    await expect(codeField).toBeDisabled();
    await expect(block.getByRole('button', { name: 'Cancel Coupon' })).toBeVisible();
    await expect(block.getByRole('img', { name: 'Security check for the discount code: type the characters shown' })).toHaveCount(0);
    const discount = totalsRow(page, /^Discount\b/);
    await expect(discount).toHaveCount(1);
    await expect(discount.getByRole('cell')).toHaveText(/^-£\d+\.\d{2}$/);
    await expectNoAxeViolations(page, 'checkout with a coupon applied');
  });

  await test.step('cancel the coupon', async () => {
    await block.getByRole('button', { name: 'Cancel Coupon' }).click();
    await expect(block.getByRole('status')).toHaveText('Your coupon was successfully removed.');
    await expect(codeField).toBeEditable();
    await expect(block.getByRole('button', { name: 'Apply Discount' })).toBeVisible();
    await expect(totalsRow(page, /^Discount\b/)).toHaveCount(0);
    await expect(block.getByRole('img', { name: 'Security check for the discount code: type the characters shown' })).toBeVisible();
  });

  await test.step('an unknown code is refused with the server’s message', async () => {
    await codeField.fill('NOPE');
    await block.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(block.getByRole('alert')).toHaveText('The coupon code "NOPE" is not valid.');
    await expect(codeField).toBeEditable();
    await expect(totalsRow(page, /^Discount\b/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'checkout with a refused coupon');
  });
});

// John, not Jane: the customer journey runs in parallel with Jane's basket.
test('John uses his reward points on the payment step, then removes them', async ({ page }) => {
  await test.step('log in and start from an empty basket', async () => {
    await gotoLogin(page);
    await login(page, JOHN);
    await emptyBasket(page);
  });

  await test.step('a pod pack, delivery, then the payment step', async () => {
    await addPodPackAndCheckout(page);
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await goToPayment(page);
  });

  const rewards = orderSummary(page).getByRole('region', { name: 'Reward points' });

  await test.step('use reward points', async () => {
    await expect(rewards.getByText('Reward points: 250 available')).toBeVisible();
    await rewards.getByRole('button', { name: 'Use reward points' }).click();
    await expect(rewards.getByRole('status')).toHaveText('Your reward point was successfully applied');
    const reward = totalsRow(page, 'Reward Points');
    await expect(reward).toHaveCount(1);
    await expect(reward.getByRole('cell')).toHaveText(/^-£\d+\.\d{2}$/);
    await expect(rewards.getByRole('button', { name: 'Use reward points' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'payment step with reward points');
  });

  await test.step('remove them again (and leave the basket empty for other journeys)', async () => {
    await rewards.getByRole('button', { name: /^Remove/ }).click();
    await expect(rewards.getByRole('status')).toHaveText('You removed the reward points from this order.');
    await expect(totalsRow(page, 'Reward Points')).toHaveCount(0);
    await expect(rewards.getByRole('button', { name: 'Use reward points' })).toBeVisible();
    await emptyBasket(page);
  });
});
