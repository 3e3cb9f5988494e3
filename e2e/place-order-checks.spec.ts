import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { addToBasket, gotoProduct } from './helpers/catalog';
import { choosePaymentMethod, expectShippingStep, expectSuccessPage, fillGuestShipping, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const TERMS_MESSAGE = 'Please accept the terms and conditions before placing your order.';
const TRIAL_MESSAGE = 'Please agree to the Device Trial Terms and Conditions to place your order.';
const TRIAL = { name: 'ePod 2 Device Trial (14 days)', path: '/product/epod-2-device-trial' };

// Spec 002 §5: the checks before the order in the browser (the server runs them again): the terms
// (check 2), the device trial's consent (check 9), and the newsletter saved before placing (check 10).
test('a guest must accept the terms and the device trial before the order is placed @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  await gotoProduct(page, TRIAL.path, TRIAL.name);
  await addToBasket(page, { name: TRIAL.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await fillGuestShipping(page, uniqueEmail('checks'));
  await goToPayment(page);
  await choosePaymentMethod(page);

  const place = page.getByRole('button', { name: 'Place Order' });
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  const trial = page.getByRole('checkbox', { name: 'I agree to the Device Trial Terms and Conditions' });

  await test.step('the device trial block: its length and the day the amount is taken', async () => {
    await expect(page.getByRole('heading', { name: '14 day trial' })).toBeVisible();
    await expect(page.getByText(/^Amount to be taken on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(terms).not.toBeChecked();
    await checkPage('payment step with terms and device trial');
  });

  await test.step('terms left unticked: the message, and the shopper is taken to the box', async () => {
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: TERMS_MESSAGE })).toBeVisible();
    await expect(terms).toBeFocused();
    await expect(page).toHaveURL(/\/checkout#payment$/);
    await checkPage('terms not accepted');
  });

  await test.step('the terms read in a dialog, closed with Close', async () => {
    await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terms and Conditions' });
    await expect(dialog).toContainText('aged 18 or over');
    await checkPage('terms dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('terms ticked, the device trial box not: its message, the box focused', async () => {
    await terms.check();
    await expect(page.getByRole('alert').filter({ hasText: TERMS_MESSAGE })).toHaveCount(0);
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: TRIAL_MESSAGE })).toBeVisible();
    await expect(trial).toBeFocused();
    await expect(trial).toHaveAttribute('aria-invalid', 'true');
    await checkPage('device trial not accepted');
  });

  await test.step('both ticked, newsletter too: the order is placed', async () => {
    await trial.check();
    await page.getByRole('checkbox', { name: 'Sign Up for Newsletter' }).check();
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/newsletter-subscribe') && r.request().method() === 'PUT');
    await place.click();
    expect((await subscribed).status()).toBe(200);
    await expectSuccessPage(page);
  });
});
