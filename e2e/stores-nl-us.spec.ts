import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout, totalsValue } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct } from './helpers/catalog';
import { chooseDeliveryMethod, expectShippingStep, expectSuccessPage, goToPayment, grandTotalCell } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';
import { escapeRegExp, inAnyLanguage, shopRuleText } from './helpers/texts';

/** Axe at the project's width, and at 375 px nothing wider than the screen. */
function pageCheck(page: Page, testInfo: TestInfo) {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  return async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
}

/** A guest of the store `code`, with two packs of Crisp Mint, on the shipping step; the footer names the store. */
async function guestAtShipping(page: Page, code: 'nl' | 'us', lang: string) {
  await page.goto(`/?___store=${code}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('combobox', { name: inAnyLanguage('footer.shopIn') })).toHaveValue(code);
  await gotoProduct(page, PRODUCTS.crispMint.path, PRODUCTS.crispMint.name);
  await addToBasket(page, { name: PRODUCTS.crispMint.name, qty: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') }).fill(uniqueEmail(code));
}

/** Next with a postcode of the wrong shape: the store's own rule refuses it under the field, which takes the focus. */
async function expectPostcodeRefused(page: Page, message: string) {
  await page.getByRole('button', { name: inAnyLanguage('checkout.shipping.next') }).click();
  const postcode = page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') });
  await expect(postcode).toHaveAccessibleDescription(new RegExp(escapeRegExp(await shopRuleText(page, message))));
  await expect(postcode).toBeFocused();
}

/** The store's alternative payment method, then Pay and place order: the gateway's page (a full-page redirect). */
async function payOnGatewayPage(page: Page, title: string) {
  await page.getByRole('button', { name: inAnyLanguage('payment.placeOrder.payAndPlace') }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/apm\/pay_/);
}

test('a guest in the Dutch store pays with iDEAL: Dutch postcode, 21% VAT inside the euro total @mobile', async ({ page }, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtShipping(page, 'nl', 'nl-NL');

  await test.step('the Netherlands only, and a Dutch postcode', async () => {
    const country = page.getByRole('main').getByRole('combobox', { name: 'Land', exact: true });
    await expect(country.getByRole('option')).toHaveText(['Nederland']);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill('Sanne');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill('de Vries');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill('Damrak 1');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill('Amsterdam');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill('1012');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill('+31 6 12345678');
    await chooseDeliveryMethod(page, /^Standaard PostNL/);
    await expectPostcodeRefused(page, 'Please enter a valid postcode (Ex: 1234 AB).');
    await check('Dutch postcode refused');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill('1012 LG');
    await goToPayment(page);
  });

  await test.step('iDEAL with the shopper’s bank, for the euro total with VAT inside', async () => {
    await expect(grandTotalCell(page)).toHaveText('€ 17,93');
    await expect(totalsValue(page, 'btw')).toHaveText('€ 3,12');
    const method = page.getByRole('radiogroup', { name: 'Betaalmethode', exact: true }).getByRole('radio', { name: 'iDEAL', exact: true });
    await method.check();
    // iDEAL is the store's only type: chosen for the shopper, who picks the bank.
    await expect(page.getByRole('radiogroup', { name: 'Kies uw betaalmethode', exact: true }).getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Kies uw bank', exact: true }).selectOption({ label: 'Rabobank' });
    await check('iDEAL with its bank');
    await payOnGatewayPage(page, 'iDEAL');
    await expect(page.getByLabel('Your bank')).toHaveValue('RABOBANK');
    await expect(page.getByText('17.93 EUR')).toBeVisible();
    await page.getByRole('button', { name: 'Pay (success)' }).click();
    await expectSuccessPage(page);
    await check('success page after iDEAL');
  });
});

test('a guest in the American store pays by ACH direct debit: ZIP code and state, sales tax on its own line @mobile', async ({ page }, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtShipping(page, 'us', 'en-US');

  await test.step('a ZIP code and the state, with UPS Ground priced for it', async () => {
    const country = page.getByRole('main').getByRole('combobox', { name: 'Country', exact: true });
    await expect(country.getByRole('option')).toHaveText(['United States']);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill('Jordan');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill('Smith');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill('350 Fifth Avenue');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill('New York');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill('1011');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill('+1 212 736 3100');
    const state = page.getByRole('combobox', { name: 'State', exact: true });
    await state.selectOption({ label: 'New York' });
    await expect(state).toHaveValue('43');
    await chooseDeliveryMethod(page, /UPS/);
    const ups = page.getByRole('region', { name: 'Choose a shipping method', exact: true }).getByRole('radio', { name: /UPS/ });
    await expect(ups).toHaveAccessibleName(/\$6\.99/);
    await expectPostcodeRefused(page, 'Please enter a valid zip code (Ex: 90602 or 90602-1234).');
    await check('ZIP code refused');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill('10118-0110');
    await goToPayment(page);
  });

  await test.step('New York’s sales tax on its own line, then the bank account, its routing number checked', async () => {
    await expect(totalsValue(page, 'Subtotal')).toHaveText('$15.98');
    await expect(totalsValue(page, 'Sales Tax')).toHaveText('$0.92');
    await expect(grandTotalCell(page)).toHaveText('$23.89');
    await page.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: 'ACH Direct Debit', exact: true }).check();
    await page.getByRole('combobox', { name: 'Account Type' }).selectOption('Checking');
    await page.getByRole('textbox', { name: 'Account Number' }).fill('000123456789');
    const routing = page.getByRole('textbox', { name: 'Routing Number' });
    await routing.fill('021000012');
    await routing.blur();
    await expect(routing).toHaveAccessibleDescription(/Please enter a valid routing number\./);
    await check('routing number refused');
    await routing.fill('021000021');
    await expect(page.getByText(await shopRuleText(page, 'Please enter a valid routing number.'))).toHaveCount(0);
    await payOnGatewayPage(page, 'ACH direct debit');
    await expect(page.getByText('23.89 USD')).toBeVisible();
    // A debit settles days later: the order waits for the gateway's word.
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expectSuccessPage(page);
    await check('success page after ACH direct debit');
  });
});
