import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { GUEST_ADDRESS, expectPaymentStep, expectSuccessPage } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo, typeInto } from './helpers/keyboard';
import { expectNoHorizontalScroll } from './helpers/layout';

// Spec 001 and the accessibility standard: the whole checkout works from the keyboard alone, at desktop
// width and at 375 px (@mobile), each page scanned by axe.
test('a guest checks out with the keyboard alone @mobile', async ({ page }, testInfo) => {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  await gotoProduct(page, PRODUCTS.goldenTobacco.path, PRODUCTS.goldenTobacco.name);
  await addToBasket(page, { name: PRODUCTS.goldenTobacco.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await page.locator('body').focus();

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await typeInto(page, field('Email Address'), uniqueEmail('keys'));
  await typeInto(page, field('First Name'), GUEST_ADDRESS.firstname);
  await typeInto(page, field('Last Name'), GUEST_ADDRESS.lastname);
  await typeInto(page, field('Street Address'), GUEST_ADDRESS.street);
  await typeInto(page, field('City'), GUEST_ADDRESS.city);
  await typeInto(page, field('Postcode'), GUEST_ADDRESS.postcode);
  await typeInto(page, field('Phone Number'), GUEST_ADDRESS.telephone);

  const flat = page.getByRole('radio', { name: /^Fixed Flat Rate/ });
  await tabTo(page, page.getByRole('radio', { checked: true, name: /Flat Rate|Same Day/ }));
  await expect(flat).toBeChecked();
  await checkPage('shipping step filled from the keyboard');
  await page.screenshot({ path: testInfo.outputPath(`keyboard-shipping-${width}.png`), fullPage: true });
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expectPaymentStep(page);

  // Cards and cash on delivery are offered: the arrow key moves from the card to cash on delivery.
  const cod = page.getByRole('radio', { name: 'Cash On Delivery', exact: true });
  await tabTo(page, page.getByRole('radio', { name: 'Credit / Debit Card', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(cod).toBeChecked();
  const place = page.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled();
  await checkPage('payment step');
  // The UK store's Terms and Conditions: ticked with the space bar.
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expectSuccessPage(page);
  await checkPage('success page');
});
