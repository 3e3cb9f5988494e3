import { expect, test, type Page } from '@playwright/test';
import { finderInput, finderList, finderOptions, finderStatus, searchFinder } from './helpers/address-finder';
import { expectNoAxeViolations } from './helpers/axe';
import { seedGuestBasket } from './helpers/basket';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const CRISP_MINT = 'EPOD-CRISP-MINT-12';

async function openCheckoutAsGuest(page: Page): Promise<void> {
  await seedGuestBasket(page, [{ sku: CRISP_MINT, qty: 1 }]);
  await page.goto('/checkout');
  await expectShippingStep(page);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('finder'));
  await page.getByRole('textbox', { name: 'First Name' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Finder');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+447400123456');
}

/** What an option says: its text, then where (the description). */
async function optionParts(option: ReturnType<typeof finderOptions>): Promise<{ text: string; description: string }> {
  const text = (await option.locator('.finder-option-text').textContent()) ?? '';
  const description = ((await option.locator('.finder-option-description').textContent()) ?? '').trim();
  return { text, description };
}

async function expectFilledFrom(page: Page, street: string, description: string): Promise<void> {
  const [city, postcode] = description.split(', ');
  await expect(page.getByRole('textbox', { name: 'Street Address' })).toHaveValue(street);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(city);
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue(postcode);
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('GB');
}

// Spec 001 §4: search, open a container, pick an address, the form is filled; then on to delivery.
test('a guest finds the delivery address with the finder and continues @mobile', async ({ page }, testInfo) => {
  await openCheckoutAsGuest(page);

  await test.step('typing lists streets holding several addresses, announced', async () => {
    await expect(finderInput(page)).toHaveAttribute('placeholder', 'Start typing your address');
    await searchFinder(page, 'High Street');
    const count = await finderOptions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(7);
    await expect(finderStatus(page)).toHaveText(new RegExp(`^${count} matching results`));
    await expect(finderOptions(page).first()).toContainText(/High Street.* - \d+ Addresses$/);
    if (process.env.FINDER_SCREENSHOTS) await page.screenshot({ path: `/tmp/finder-${testInfo.project.name}.png` });
    await expectNoAxeViolations(page, 'checkout with the finder list open');
    await expectNoHorizontalScroll(page);
  });

  await test.step('a street opens to its addresses; one is picked and fills the form', async () => {
    await finderOptions(page).first().click();
    await expect(finderInput(page)).toHaveValue(/^High Street $/);
    await expect(finderOptions(page).first()).toHaveAttribute('data-type', 'Address');
    const address = finderOptions(page)
      .filter({ hasNot: page.locator('.finder-option-more') })
      .first();
    const { text, description } = await optionParts(address);
    await address.click();
    await expect(finderList(page)).toBeHidden();
    await expectFilledFrom(page, text, description);
    if (process.env.FINDER_SCREENSHOTS) await page.screenshot({ path: `/tmp/finder-filled-${testInfo.project.name}.png` });
  });

  await test.step('a broad search shows 7 and asks for more typing', async () => {
    await searchFinder(page, 'London');
    await expect(finderOptions(page)).toHaveCount(7);
    await expect(finderStatus(page)).toHaveText('7 matching results. Keep typing your address to display more results');
    if (process.env.FINDER_SCREENSHOTS) await page.screenshot({ path: `/tmp/finder-more-${testInfo.project.name}.png` });
    await page.keyboard.press('Escape');
  });

  await test.step('continue with a delivery method to payment', async () => {
    await chooseDeliveryMethod(page, 'Fixed Flat Rate £3.99');
    await goToPayment(page);
  });

  await test.step('the billing address form has the finder too', async () => {
    await choosePaymentMethod(page);
    await page.getByRole('checkbox', { name: 'My billing and shipping address are the same' }).uncheck();
    const billing = page.getByRole('region', { name: 'Cardholder’s details' });
    await searchFinder(page, 'Baker Street');
    await finderOptions(page).first().click();
    await expect(finderOptions(page).first()).toHaveAttribute('data-type', 'Address');
    const address = finderOptions(page).first();
    const { text } = await optionParts(address);
    await address.click();
    await expect(billing.getByRole('textbox', { name: 'Street Address' })).toHaveValue(text);
  });
});

test('the finder works from the keyboard alone', async ({ page }) => {
  await openCheckoutAsGuest(page);
  const input = finderInput(page);
  await input.focus();
  await page.keyboard.type('High Street', { delay: 20 });
  await expect(finderList(page)).toBeVisible();

  await test.step('arrows move the active option, Escape closes the list', async () => {
    await page.keyboard.press('ArrowDown');
    const first = finderOptions(page).nth(0);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(finderOptions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(finderList(page)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('Enter opens a street, then picks an address; the form is not sent', async () => {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue(/^High Street $/);
    await expect(finderOptions(page).first()).toHaveAttribute('data-type', 'Address');
    await page.keyboard.press('ArrowDown');
    const active = finderOptions(page).first();
    const { text, description } = await optionParts(active);
    await page.keyboard.press('Enter');
    await expectFilledFrom(page, text, description);
    await expect(page).toHaveURL(/\/checkout(#shipping)?$/);
  });

  await test.step('an empty search and Enter switch to manual entry; the street field takes focus', async () => {
    await input.focus();
    await input.fill('');
    await page.keyboard.press('Enter');
    await expect(finderInput(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Street Address' })).toBeFocused();
    await page.getByRole('button', { name: 'Use Address Finder' }).click();
    await expect(finderInput(page)).toBeVisible();
  });
});

test.describe('with the shopper’s location', () => {
  test.use({ geolocation: { latitude: 51.5074, longitude: -0.1278 }, permissions: ['geolocation'] });

  test('Use my Location lists the addresses nearby', async ({ page }) => {
    await openCheckoutAsGuest(page);
    await page.getByRole('button', { name: 'Use my Location' }).click();
    await expect(finderList(page)).toBeVisible();
    await expect(finderOptions(page).first()).toContainText('London');
    await expect(finderInput(page)).toBeFocused();
  });
});

test('a search with nothing found offers manual entry', async ({ page }) => {
  await openCheckoutAsGuest(page);
  await finderInput(page).fill('Zzyzx');
  await expect(finderStatus(page)).toHaveText('No results found');
  await expect(page.locator('p:not([role])', { hasText: 'No results found' })).toBeVisible();
  await page.getByRole('button', { name: 'I cannot find my address. Let me type it in' }).click();
  await expect(page.getByRole('textbox', { name: 'Street Address' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Use Address Finder' })).toBeVisible();
});

test('a lookup the service does not answer in 5 seconds times out with a message', async ({ page }) => {
  await openCheckoutAsGuest(page);
  // The service hangs (the sandbox's `timeout` outage, played here by the browser's network).
  await page.route('**/address-finder-sandbox/Capture/Interactive/Find/**', () => {});
  await finderInput(page).fill('High Street');
  await expect(page.getByRole('alert')).toHaveText('Webservice request timed out.', { timeout: 8000 });
  await expect(finderList(page)).toBeHidden();
});
