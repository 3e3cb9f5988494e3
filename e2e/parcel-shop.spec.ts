import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { customerToken, emptyCustomerBasket } from './helpers/basket';
import { expectBasketCount, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, goToPayment, placeOrder } from './helpers/checkout';
import { JOHN, login } from './helpers/customers';
import { inAnyLanguage, shopRuleText } from './helpers/texts';

const LYON = { firstname: 'John', lastname: 'Smith', street: '5 Place Bellecour', city: 'Lyon', postcode: '69002', telephone: '+33 4 72 00 00 00' };

const picker = (page: Page) => page.getByRole('region', { name: inAnyLanguage('parcelShops.choose') });
const postcodeField = (page: Page) => picker(page).getByRole('textbox', { name: inAnyLanguage('parcelShops.postcode') });
const shopSelect = (page: Page) => picker(page).getByRole('combobox', { name: inAnyLanguage('parcelShops.servicePoint') });

async function searchPostcode(page: Page, postcode: string): Promise<void> {
  await postcodeField(page).fill(postcode);
}

// Spec 001 §2, §4, §5, §7, §8: delivery to a DPD parcel shop. The French store sells to customers only,
// so John logs in there (guests are refused at place order in that store).
test('John chooses a DPD parcel shop in Lyon, from the list and on the map, and pays cash on delivery', async ({ page }) => {
  let chosenShop = '';
  await test.step('log in on the French store, from an empty basket, and add pods', async () => {
    await page.goto('/customer/account/login?___store=fr');
    await login(page, JOHN);
    await emptyCustomerBasket(page, 'fr', await customerToken(page, 'fr', JOHN));
    const pods = productNameIn('fr', PRODUCTS.crispMint);
    await gotoProduct(page, PRODUCTS.crispMint.path, pods);
    await addToBasket(page, { name: pods, qty: 2, option: 'once', expectedCount: 2 });
    await openBasket(page);
    await proceedToCheckout(page);
    await expectShippingStep(page);
  });

  await test.step('a delivery address in Lyon and the parcel shop method', async () => {
    const change = page
      .getByRole('region', { name: inAnyLanguage('checkout.shipping.deliveryAddress') })
      .getByRole('button', { name: inAnyLanguage('checkout.shipping.changeAddress') });
    if (await change.isVisible()) {
      await change.click();
      await page.getByRole('button', { name: inAnyLanguage('checkout.shipping.addNewAddress') }).click();
    }
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(LYON.firstname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(LYON.lastname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(LYON.street);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(LYON.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(LYON.postcode);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(LYON.telephone);
    // Rates for the full address arrive and the cheapest is chosen (spec 001 §4); then the shopper chooses.
    await expect(page.getByRole('radio', { name: /^Lettre suivie La Poste/ })).toBeChecked();
    await chooseDeliveryMethod(page, /^Retrait en point relais DPD Pickup/);
    await expect(picker(page)).toBeVisible();
    // Prefilled from the delivery address, and searched at once.
    await expect(postcodeField(page)).toHaveValue(LYON.postcode);
    await expect(shopSelect(page).getByRole('option', { name: /Lyon/ }).first()).toBeAttached();
  });

  await test.step('the postcode rule, a postcode without shops and the finder down', async () => {
    await searchPostcode(page, '690');
    await expect(picker(page).getByText(await shopRuleText(page, 'Please enter a valid postal code.'))).toHaveCount(0);
    await searchPostcode(page, '6900');
    await expect(picker(page).getByText(await shopRuleText(page, 'Please enter a valid postal code.'))).toBeVisible();
    await searchPostcode(page, '00000');
    await expect(picker(page).getByText('Aucun point relais trouvé pour ce code postal. Veuillez saisir un autre code postal.')).toBeVisible();
    await searchPostcode(page, '99999');
    await expect(
      picker(page).getByText(await shopRuleText(page, 'Sorry! It is currently not possible to select a service point. Please refresh the page or try later.')),
    ).toBeVisible();
    await expect(shopSelect(page)).toHaveValue('');
    await expect(shopSelect(page).getByRole('option', { selected: true })).toHaveText('Choisir un point relais');
  });

  await test.step('Next without a shop or a mobile number says what is missing', async () => {
    await searchPostcode(page, '69 001');
    await expect(shopSelect(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(picker(page).getByText(await shopRuleText(page, 'Please choose a ParcelShop'))).toBeVisible();
    await expect(picker(page).getByText(await shopRuleText(page, 'Please enter mobile number for notification about the package'))).toBeVisible();
    await expect(page).not.toHaveURL(/#payment$/);
  });

  await test.step('a shop from the list', async () => {
    await shopSelect(page).selectOption({ index: 1 });
    await expect(picker(page).getByText(await shopRuleText(page, 'Please choose a ParcelShop'))).toHaveCount(0);
    await expectNoAxeViolations(page, 'parcel shop: block with a shop chosen');
  });

  await test.step('another shop on the map, the dialog scanned at 1280 and 375 px', async () => {
    await picker(page).getByRole('button', { name: 'Voir sur la carte' }).click();
    const dialog = page.getByRole('dialog', { name: inAnyLanguage('parcelShops.select') });
    await expect(dialog).toBeVisible();
    const options = dialog.getByRole('radio');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    // Leaflet draws a numbered marker per shop, even without map tiles.
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(count);
    await expect(dialog.locator('.parcel-shop-map')).toHaveCSS('height', '400px');
    await expect(options.first()).toBeChecked();
    await expectNoAxeViolations(page, 'parcel shop: map dialog at 1280 px');
    await page.screenshot({ path: test.info().outputPath('parcel-shop-map-1280.png') });
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page, 'parcel shop: map dialog at 375 px');
    await page.screenshot({ path: test.info().outputPath('parcel-shop-map-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A marker picks its shop in the list too.
    await dialog.locator('.leaflet-marker-icon').nth(1).click();
    await expect(options.nth(1)).toBeChecked();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text as shown, which the test compares.
    const name = (await options.nth(1).locator('xpath=..').innerText()).replace(/^\s*2\s*/, '');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await picker(page).getByRole('button', { name: 'Voir sur la carte' }).click();
    await dialog.getByRole('radio').nth(1).check();
    await dialog.getByRole('button', { name: inAnyLanguage('parcelShops.useThis') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(picker(page).getByRole('button', { name: 'Voir sur la carte' })).toBeFocused();
    chosenShop = name.split(',')[0].trim();
    await expect(shopSelect(page).getByRole('option', { selected: true })).toContainText(chosenShop);
  });

  await test.step('the mobile number, then payment and the order', async () => {
    // Checked for France with libphonenumber's rules, fetched once a number is typed.
    const mobile = picker(page).getByRole('textbox', { name: inAnyLanguage('parcelShops.mobile') });
    await mobile.fill('06 12 34');
    await expect(picker(page).getByText(await shopRuleText(page, 'Please enter a valid mobile phone number'))).toBeVisible();
    await mobile.fill('06 12 34 56 78');
    await expect(picker(page).getByText(await shopRuleText(page, 'Please enter a valid mobile phone number'))).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('parcel-shop-block-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await picker(page).scrollIntoViewIfNeeded();
    await picker(page).screenshot({ path: test.info().outputPath('parcel-shop-block-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await goToPayment(page);
    await choosePaymentMethod(page);
    await placeOrder(page);
    await expectBasketCount(page, 0);
  });

  await test.step('the success page names the parcel shop the order goes to (1280 and 375 px)', async () => {
    const block = page.getByRole('region', { name: inAnyLanguage('orders.deliveryPoint.parcelShop') });
    await expect(block).toContainText(chosenShop);
    await expect(block).toContainText('69001');
    await expectNoAxeViolations(page, 'success page with the parcel shop at 1280 px');
    await page.screenshot({ path: test.info().outputPath('success-parcel-shop-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page, 'success page with the parcel shop at 375 px');
    await page.screenshot({ path: test.info().outputPath('success-parcel-shop-375.png'), fullPage: true });
  });
});
