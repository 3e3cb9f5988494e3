import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { BASKET_PRODUCTS, seedGuestBasket } from './helpers/basket';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { acceptAgreements, expectSuccessPage } from './helpers/checkout';
import { expectSignedIn, submitCreateAccount, uniqueEmail } from './helpers/customers';

// Issue 30: the checkout speaks the store's language. A new customer of the French store (the checkout
// in steps; the store takes orders from customers only) and a guest of the German store (the one-step
// layout) place an order reading the labels, buttons
// and headings in their own words; axe finds nothing at each stage. What the store itself names (the
// carriers' and payment methods' titles, its consent text) is the store's data and stays as it is set.

const { crispMint } = BASKET_PRODUCTS;

test('a new customer of the French store checks out in French @mobile', async ({ page }) => {
  await page.goto('/customer/account/create?___store=fr');
  await submitCreateAccount(page, { firstname: 'Camille', lastname: 'Martin', email: uniqueEmail('fr-customer'), password: 'Password123!' });
  await expectSignedIn(page, 'Camille');
  const crispMintInFrench = productNameIn('fr', PRODUCTS.crispMint);
  await gotoProduct(page, PRODUCTS.crispMint.path, crispMintInFrench);
  await addToBasket(page, { name: crispMintInFrench, qty: 1 });
  await openBasket(page);
  await proceedToCheckout(page);
  const main = page.getByRole('main');

  await test.step('the delivery form in French', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 2, name: 'Adresse de livraison', exact: true })).toBeVisible();
    await expect(page.getByText('Veuillez saisir votre adresse de livraison ci-dessous\u202f:', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'En faire mon adresse par défaut', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('10 Rue de Rivoli');
    await expect(page.getByRole('textbox', { name: 'Complément d’adresse (facultatif)', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Paris');
    await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('75001');
    await expect(main.getByRole('combobox', { name: 'Pays', exact: true })).toHaveValue('FR');
    await page.getByRole('textbox', { name: 'Numéro de téléphone', exact: true }).fill('+33 1 23 45 67 89');
  });

  await test.step('the delivery methods in French, then on to payment', async () => {
    const methods = page.getByRole('region', { name: 'Choisissez un mode de livraison', exact: true });
    await expect(methods.getByRole('table', { name: 'Modes de livraison', exact: true })).toBeAttached();
    await methods.getByRole('radio', { name: /^Forfait Livraison à domicile/ }).check();
    await expectNoAxeViolations(page, 'fr checkout in French: delivery');
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  });

  await test.step('the payment step and the summary in French', async () => {
    await expect(page).toHaveURL(/\/checkout#payment$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mode de paiement', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées du titulaire de la carte', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Informations de paiement', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Votre commande', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au panier', exact: true })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Mode de paiement', exact: true }).getByRole('radio', { name: 'Paiement à la livraison', exact: true }).check();
    await expect(page.getByRole('checkbox', { name: 'Mon adresse de facturation est identique à mon adresse de livraison', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Commander', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page, 'fr checkout in French: payment');
  });

  await acceptAgreements(page);
  await page.getByRole('button', { name: 'Commander', exact: true }).click();
  await expectSuccessPage(page);
});

test('a guest of the German store checks out on one page in German @mobile', async ({ page }) => {
  await seedGuestBasket(page, [{ sku: crispMint.sku, qty: 1 }], 'de');
  await page.goto('/checkout/cart?___store=de');
  await proceedToCheckout(page);
  const main = page.getByRole('main');
  const placeOrder = page.getByRole('button', { name: 'Zahlungspflichtig bestellen', exact: true });

  await test.step('the delivery form in German; the order waits for delivery and payment', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 2, name: 'Lieferadresse', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Versandart wählen', exact: true })).toBeVisible();
    await expect(placeOrder).toBeDisabled();
    const email = page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true });
    await email.fill(uniqueEmail('de-guest'));
    await expect(email).toHaveAccessibleDescription('Sie können nach der Bestellung ein Kundenkonto anlegen.');
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Lena');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schmidt');
    await page.getByRole('textbox', { name: 'Straße und Hausnummer', exact: true }).fill('Friedrichstraße 43');
    await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Berlin');
    await page.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('10117');
    await main.getByRole('combobox', { name: 'Land', exact: true }).selectOption('DE');
    await page.getByRole('textbox', { name: 'Telefonnummer', exact: true }).fill('+49 151 23456789');
    await expectNoAxeViolations(page, 'de checkout in German: delivery');
  });

  await test.step('the payment in German, validated, with the consent popup', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Prüfen & Bezahlen', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Zahlungsart', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Angaben zum Karteninhaber', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Nachnahme', exact: true }).check();
    await page.getByRole('button', { name: 'Zahlung prüfen', exact: true }).click();
    const consent = page.getByRole('dialog', { name: 'Ihre Einwilligung', exact: true });
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('button', { name: 'Abbrechen', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'de checkout in German: consent popup');
    await consent.getByRole('button', { name: 'Ich willige ein', exact: true }).click();
    await expect(consent).toHaveCount(0);
    await expect(placeOrder).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Ihre Bestellung', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'de checkout in German: ready to order');
  });

  await placeOrder.click();
  await expectSuccessPage(page);
});
