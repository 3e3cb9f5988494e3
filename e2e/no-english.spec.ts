import { expect, type Page, test } from '@playwright/test';
import { BASKET_PRODUCTS, seedGuestBasket } from './helpers/basket';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { acceptAgreements, expectSuccessPage } from './helpers/checkout';
import { expectSignedIn, submitCreateAccount, uniqueEmail } from './helpers/customers';
import { ENGLISH_GIVEAWAYS, expectNoEnglish } from './helpers/english';
import { deliveryRateName, shopSetting } from './helpers/store-settings';
import { escapeRegExp } from './helpers/texts';

// Issue 30: every store speaks its language. In the French and German stores, the pages a shopper goes
// through — home, category, search, product, basket, the checkout's address, delivery and payment steps
// with a refusal shown, and the success page — say nothing in English: their text, their options and
// every accessible name hold none of the English giveaways (e2e/helpers/english.ts). What a store names
// itself (its carriers' and payment methods' titles) is its data, not the shop's text.

test('the giveaways are the English texts, not words the languages share', () => {
  expect(ENGLISH_GIVEAWAYS).toContain('This is a required field.');
  expect(ENGLISH_GIVEAWAYS).toContain('Proceed to Checkout');
  expect(ENGLISH_GIVEAWAYS).toContain('Secure card payment');
  expect(ENGLISH_GIVEAWAYS).not.toContain('Apple Pay / Google Pay');
  expect(ENGLISH_GIVEAWAYS.every((phrase) => phrase.length > 12)).toBe(true);
});

/** The shop window of a store: home, a category, a search refused for its length, and a product. */
async function browse(page: Page, store: 'fr' | 'de') {
  await page.goto(`/?___store=${store}`);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await expectNoEnglish(page, `${store} home page`);
  await page.goto('/?category=pods');
  await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
  await expectNoEnglish(page, `${store} category page`);
  await page.goto('/catalogsearch/result?q=a');
  await expect(page.getByRole('main').locator('.message-warning')).toBeVisible();
  await expectNoEnglish(page, `${store} search page with a query too short`);
  const pods = productNameIn(store, PRODUCTS.crispMint);
  await gotoProduct(page, PRODUCTS.crispMint.path, pods);
  await expectNoEnglish(page, `${store} product page`);
  return pods;
}

test('the French store says nothing in English, from the home page to the order @mobile', async ({ page }) => {
  const pods = await browse(page, 'fr');

  await test.step('the account form, refused', async () => {
    await page.goto('/customer/account/create');
    await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
    await expect(page.getByRole('alert', { name: 'Il y a un problème', exact: true })).toBeFocused();
    await expectNoEnglish(page, 'fr account form with its error summary');
    await submitCreateAccount(page, { firstname: 'Camille', lastname: 'Martin', email: uniqueEmail('fr-english'), password: 'Password123!' });
    await expectSignedIn(page, 'Camille');
  });

  await test.step('the basket', async () => {
    await gotoProduct(page, PRODUCTS.crispMint.path, pods);
    await addToBasket(page, { name: pods, qty: 1 });
    await openBasket(page);
    await expectNoEnglish(page, 'fr basket');
    await proceedToCheckout(page);
  });

  await test.step('the address and delivery step, refused, then filled in', async () => {
    const next = page.getByRole('button', { name: 'Continuer', exact: true });
    await next.click();
    await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoEnglish(page, 'fr delivery step with its errors');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('10 Rue de Rivoli');
    await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Paris');
    await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('75001');
    await page.getByRole('textbox', { name: 'Numéro de téléphone', exact: true }).fill('+33 1 23 45 67 89');
    const methods = page.getByRole('region', { name: 'Choisissez un mode de livraison', exact: true });
    await methods.getByRole('radio', { name: new RegExp(`^${escapeRegExp(await deliveryRateName(page, 'flatrate'))}`) }).check();
    await expectNoEnglish(page, 'fr delivery step filled in');
    await next.click();
  });

  await test.step('the payment step, refused, then the order', async () => {
    await expect(page).toHaveURL(/\/checkout#payment$/);
    const placeOrder = page.getByRole('button', { name: 'Commander', exact: true });
    await page
      .getByRole('radiogroup', { name: 'Mode de paiement', exact: true })
      .getByRole('radio', { name: await shopSetting(page, 'payment/cashondelivery/title'), exact: true })
      .check();
    await expect(placeOrder).toBeEnabled();
    // Another billing address, sent empty: its fields refused.
    const sameAsDelivery = page.getByRole('checkbox', { name: 'Mon adresse de facturation est identique à mon adresse de livraison', exact: true });
    await sameAsDelivery.uncheck();
    const billingSelect = page.getByRole('combobox', { name: 'Adresse de facturation', exact: true });
    if (await billingSelect.isVisible()) await billingSelect.selectOption({ label: 'Nouvelle adresse' });
    const billingFirstName = page.locator('#billing-firstname');
    await billingFirstName.fill('');
    await page.getByRole('button', { name: 'Utiliser cette adresse', exact: true }).click();
    await expect(billingFirstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoEnglish(page, 'fr payment step with a billing address refused');
    await sameAsDelivery.check();
    await acceptAgreements(page);
    await placeOrder.click();
    await expectSuccessPage(page);
    await expectNoEnglish(page, 'fr success page');
  });
});

test('the German store says nothing in English, from the home page to the order @mobile', async ({ page }) => {
  await browse(page, 'de');
  await seedGuestBasket(page, [{ sku: BASKET_PRODUCTS.crispMint.sku, qty: 1 }], 'de');
  await page.goto('/checkout/cart');
  await expect(page.getByRole('link', { name: 'Zur Kasse', exact: true }).or(page.getByRole('button', { name: 'Zur Kasse', exact: true }))).toBeVisible();
  await expectNoEnglish(page, 'de basket');
  await proceedToCheckout(page);
  const placeOrder = page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });

  await test.step('the one-step checkout: an e-mail address refused, then the address', async () => {
    const email = page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true });
    await email.fill('lena.schmidt');
    await email.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoEnglish(page, 'de checkout with a refused e-mail address');
    await email.fill(uniqueEmail('de-english'));
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Lena');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schmidt');
    await page.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Friedrichstraße 43');
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
    await page.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('10117');
    await page.getByRole('main').getByRole('combobox', { name: 'Land', exact: true }).selectOption('DE');
    await page.getByRole('textbox', { name: 'Telefonnummer', exact: true }).fill('+49 151 23456789');
  });

  await test.step('the delivery and the payment, validated with the consent, then the order', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Zahlungsart', exact: true })).toBeVisible({ timeout: 10_000 });
    await expectNoEnglish(page, 'de checkout: delivery and payment');
    await page.getByRole('radio', { name: await shopSetting(page, 'payment/cashondelivery/title'), exact: true }).check();
    await page.getByRole('button', { name: 'Zahlung prüfen', exact: true }).click();
    const consent = page.getByRole('dialog', { name: 'Ihre Einwilligung', exact: true });
    await expect(consent).toBeVisible();
    await expectNoEnglish(page, 'de checkout: the consent popup');
    await consent.getByRole('button', { name: 'Ich willige ein', exact: true }).click();
    await expect(placeOrder).toBeEnabled();
    await expectNoEnglish(page, 'de checkout: ready to order');
    await placeOrder.click();
    await expectSuccessPage(page);
    await expectNoEnglish(page, 'de success page');
  });
});
