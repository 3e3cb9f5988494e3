import { inAnyLanguage, shopRuleText } from './helpers/texts';
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { chooseDeliveryMethod, expectShippingStep, expectSuccessPage, goToPayment } from './helpers/checkout';
import { login, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const CANCELLED_NOTICE = 'You cancelled the payment. Your basket is as you left it: you can pay again or choose another payment method.';
const FAILED_NOTICE = 'Your payment was not completed. Your basket is as you left it: please try again or choose another payment method.';

interface Destination {
  country: string;
  street: string;
  city: string;
  postcode: string;
  telephone: string;
  region?: string;
}
const NETHERLANDS: Destination = { country: 'Netherlands', street: 'Damrak 1', city: 'Amsterdam', postcode: '1012 LG', telephone: '+31612345678' };
const UNITED_STATES: Destination = {
  country: 'United States',
  street: '350 Fifth Avenue',
  city: 'New York',
  postcode: '10118',
  telephone: '+12127363100',
  region: 'New York',
};
const UNITED_KINGDOM: Destination = {
  country: 'United Kingdom',
  street: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  telephone: '+447400123456',
};

/**
 * Axe at the project's width; at 375 px also nothing wider than the screen (the page, and each payment
 * block: the method list, the alternative payment form and the hosted page's frame).
 */
function pageCheck(page: Page, testInfo: TestInfo) {
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  return async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width !== 375) return;
    await expectNoHorizontalScroll(page);
    const overflowing = await page.evaluate((viewport) => {
      const blocks = document.querySelectorAll('[role="radiogroup"], fieldset, iframe, .checkout-agreements, form');
      return [...blocks]
        .filter((block) => {
          const box = block.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > viewport || block.scrollWidth > block.clientWidth + 1);
        })
        .map((block) => block.outerHTML.slice(0, 120));
    }, width);
    expect(overflowing, `payment blocks wider than ${width} px`).toEqual([]);
  };
}

async function guestAtPayment(page: Page, to: Destination) {
  const { crispMint } = PRODUCTS;
  await gotoProduct(page, crispMint.path, crispMint.name);
  await addToBasket(page, { name: crispMint.name, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') }).fill(uniqueEmail('apm'));
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill('Alex');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill('Guest');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: to.country });
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(to.street);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(to.city);
  if (to.region) await page.getByRole('combobox', { name: inAnyLanguage('checkout.address.region') }).selectOption({ label: to.region });
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(to.postcode);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(to.telephone);
  await goToPayment(page);
}

async function chooseApm(page: Page) {
  const radio = page
    .getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') })
    .getByRole('radio', { name: 'Alternative Payment Methods', exact: true });
  await radio.check();
  await expect(page.getByRole('group', { name: inAnyLanguage('payment.apm.typeLegend') })).toBeVisible();
  await expect(page.getByRole('button', { name: inAnyLanguage('payment.placeOrder.payAndPlace') })).toBeEnabled();
}

/** Ticks the UK store's Terms and Conditions under the method (the button waits for the agreements to load). */
async function acceptAgreements(page: Page) {
  await expect(page.getByRole('button', { name: inAnyLanguage('payment.placeOrder.payAndPlace') })).toBeEnabled();
  for (const box of await page.locator('.checkout-agreements').getByRole('checkbox').all()) await box.check();
}

/** Pay and place order, then the gateway's page (the full-page redirect of spec 002 §2). */
async function payAndLeave(page: Page, title: string) {
  await acceptAgreements(page);
  await page.getByRole('button', { name: inAnyLanguage('payment.placeOrder.payAndPlace') }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/apm\/pay_/);
}

test('iDEAL: the bank is required, the gateway’s page is paid, the success page shows the order @mobile', async ({ page }, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtPayment(page, NETHERLANDS);
  await chooseApm(page);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  const bank = page.getByRole('combobox', { name: inAnyLanguage('payment.apm.bank') });
  await expect(bank).toBeVisible();
  await acceptAgreements(page);
  await page.getByRole('button', { name: inAnyLanguage('payment.placeOrder.payAndPlace') }).click();
  await expect(page.getByText(await shopRuleText(page, 'Please select your bank.'))).toBeVisible();
  await expect(bank).toBeFocused();
  await check('iDEAL without a bank');
  await bank.selectOption({ label: 'ING' });
  await check('iDEAL with its bank');
  await payAndLeave(page, 'iDEAL');
  await expect(page.getByLabel('Your bank')).toHaveValue('ING');
  await page.getByRole('button', { name: 'Pay (success)' }).click();
  await expectSuccessPage(page);
  await check('success page after iDEAL');
});

test('iDEAL cancelled at the gateway: the basket comes back with its notice @mobile', async ({ page }, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtPayment(page, NETHERLANDS);
  await chooseApm(page);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('combobox', { name: inAnyLanguage('payment.apm.bank') }).selectOption({ label: 'Rabobank' });
  await payAndLeave(page, 'iDEAL');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\?payment=cancelled$/);
  await expect(page.getByText(CANCELLED_NOTICE)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('link', { name: PRODUCTS.crispMint.name })).toBeVisible();
  await check('basket restored after a cancelled payment');
  // The basket can be paid again.
  await proceedToCheckout(page);
});

test('ACH direct debit: the fields’ rules with the spec’s messages, then the gateway’s page; a refusal restores the basket @mobile', async ({
  page,
}, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtPayment(page, UNITED_STATES);
  await chooseApm(page);
  await page.getByRole('radio', { name: 'ACH Direct Debit' }).check();
  await page.getByRole('combobox', { name: inAnyLanguage('payment.apm.achAccountType') }).selectOption('Checking');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achAccountNumber') }).fill('123456789012345678');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achAccountNumber') }).blur();
  await expect(page.getByText(await shopRuleText(page, 'Maximum allowed length of 17 exceeded'))).toBeVisible();
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achRoutingNumber') }).fill('1234567');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achRoutingNumber') }).blur();
  await expect(page.getByText(await shopRuleText(page, 'Required length should be 8 or 9'))).toBeVisible();
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCheckNumber') }).fill('1234567890123456');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCheckNumber') }).blur();
  await expect(page.getByText(await shopRuleText(page, 'Maximum allowed length of 15 exceeded'))).toBeVisible();
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCompanyName') }).fill('x'.repeat(40));
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCompanyName') }).blur();
  await expect(page.getByText(await shopRuleText(page, 'Maximum allowed length of 40 exceeded'))).toBeVisible();
  await check('ACH fields with errors');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achAccountNumber') }).fill('123456789012');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achRoutingNumber') }).fill('011000015');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCheckNumber') }).fill('1001');
  await page.getByRole('textbox', { name: inAnyLanguage('payment.apm.achCompanyName') }).fill('Acme Vapes');
  await payAndLeave(page, 'ACH direct debit');
  await page.getByRole('button', { name: 'Refuse (failure)' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\?payment=failed$/);
  await expect(page.getByText(FAILED_NOTICE)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('link', { name: PRODUCTS.crispMint.name })).toBeVisible();
  await check('basket after a refused ACH payment');
});

test('Klarna: the options of the billing country, then the gateway’s page, left pending @mobile', async ({ page }, testInfo) => {
  const check = pageCheck(page, testInfo);
  await guestAtPayment(page, UNITED_KINGDOM);
  await chooseApm(page);
  // In the UK only Klarna is offered: it is chosen for the shopper, with GB's options.
  await expect(page.getByRole('radio', { name: 'Klarna' })).toBeChecked();
  const option = page.getByRole('combobox', { name: inAnyLanguage('payment.apm.klarnaOption') });
  await expect(option.getByRole('option')).toHaveText(['Choose an option', 'Pay later', 'Slice it']);
  await option.selectOption({ label: 'Pay later' });
  await check('Klarna options');
  await payAndLeave(page, 'Klarna');
  await expect(page.getByText('KLARNA_PAYLATER-SSL')).toBeVisible();
  await page.getByRole('button', { name: 'Leave pending' }).click();
  await expectSuccessPage(page);
});

test('the hosted payment page: a card paid in the gateway’s frame (French store) @mobile', async ({ page, request }, testInfo) => {
  const check = pageCheck(page, testInfo);
  const email = uniqueEmail('hosted');
  const created = await request.post('/rest/fr/V1/customers', {
    data: { customer: { email, firstname: 'Hosted', lastname: 'Buyer' }, password: 'Password123!' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto('/customer/account/login?___store=fr');
  await login(page, { email, password: 'Password123!', firstname: 'Hosted' });
  const { crispMint } = PRODUCTS;
  const pods = productNameIn('fr', crispMint);
  await gotoProduct(page, crispMint.path, pods);
  await addToBasket(page, { name: pods, qty: 1, option: 'once' });
  await openBasket(page);
  await proceedToCheckout(page);
  await expectShippingStep(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill('Hosted');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill('Buyer');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill('10 Rue de Rivoli');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill('Paris');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill('75001');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill('+33 1 23 45 67 89');
  await chooseDeliveryMethod(page, /^Forfait Livraison à domicile/);
  await goToPayment(page);
  const card = page
    .getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') })
    .getByRole('radio', { name: 'Carte bancaire', exact: true });
  await card.check();
  // No card form in the shop: the card is typed on the gateway's page.
  await expect(page.getByRole('button', { name: 'Commander', exact: true })).toBeEnabled();
  await expect(page.getByLabel('Numéro de carte')).toHaveCount(0);
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Paiement sécurisé par carte"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Hosted payment page' })).toBeVisible();
  await expect(page.locator('iframe[title="Paiement sécurisé par carte"]')).toBeFocused();
  await check('hosted payment page in its frame');
  await frame.getByRole('button', { name: 'Pay (success)' }).click();
  await expectSuccessPage(page);
  await check('success page after the hosted page');
});
