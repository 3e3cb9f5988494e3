import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { escapeRegExp, inAnyLanguage, shopRuleText } from './helpers/texts';
import { customerToken, emptyCustomerBasket } from './helpers/basket';
import { expectBasketCount, openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { chooseDeliveryMethod, choosePaymentMethod, expectShippingStep, goToPayment, placeOrder } from './helpers/checkout';
import { JANE, login } from './helpers/customers';

const PARIS = { firstname: 'Jane', lastname: 'Doe', street: '10 Rue de Rivoli', city: 'Paris', postcode: '75001', telephone: '+33 1 23 45 67 89' };

// Spec 001 §2, §3: the checkout's address forms offer the countries the store delivers to (its directory).
test('Jane checks out in the French store to an address in Paris, paying cash on delivery', async ({ page }) => {
  const pods = { ...PRODUCTS.crispMint, name: productNameIn('fr', PRODUCTS.crispMint) };

  await test.step('log in on the French store, from an empty basket', async () => {
    await page.goto('/customer/account/login?___store=fr');
    // The French store's page, in French.
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await login(page, JANE);
    // A retry may find the last attempt's items.
    await emptyCustomerBasket(page, 'fr', await customerToken(page, 'fr', JANE));
  });

  await test.step('add two packs of pods', async () => {
    await gotoProduct(page, pods.path, pods.name);
    await addToBasket(page, { name: pods.name, qty: 2, option: 'once', expectedCount: 2 });
  });

  await test.step('the delivery address form offers France and Monaco, France first', async () => {
    await openBasket(page);
    await proceedToCheckout(page);
    await expectShippingStep(page);
    // Jane's saved addresses are in the UK, where this store does not deliver; a retry finds the Paris one.
    const change = page
      .getByRole('region', { name: inAnyLanguage('checkout.shipping.deliveryAddress') })
      .getByRole('button', { name: inAnyLanguage('checkout.shipping.changeAddress') });
    if (await change.isVisible()) {
      await change.click();
      await page.getByRole('button', { name: inAnyLanguage('checkout.shipping.addNewAddress') }).click();
    }
    const country = page.getByRole('main').getByRole('combobox', { name: inAnyLanguage('checkout.address.country') });
    await expect(country.getByRole('option')).toHaveText(['France', 'Monaco']);
    await expect(country).toHaveValue('FR');
    await expect(page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') })).toHaveAttribute('aria-required', 'true');
  });

  await test.step('a French address and a delivery method', async () => {
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(PARIS.firstname);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(PARIS.lastname);
    // The store's address limits (La Poste's label): the first line needs the house number.
    const street = page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') });
    await street.fill('Rue de Rivoli');
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    // A French number is checked with libphonenumber's rules, fetched for this country: its own messages.
    const telephone = page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') });
    await telephone.fill('+33 1 23');
    await telephone.blur();
    const tooShort = new RegExp(escapeRegExp(await shopRuleText(page, 'Telephone number is too short')));
    await expect(telephone).toHaveAccessibleDescription(tooShort);
    await telephone.fill(PARIS.telephone);
    await expect(telephone).not.toHaveAccessibleDescription(tooShort);
    const popupFirst = page.getByRole('dialog', { name: inAnyLanguage('checkout.shipping.addressTitle') });
    if (await popupFirst.isVisible()) await popupFirst.getByRole('button', { name: inAnyLanguage('checkout.shipping.useNewAddress') }).click();
    else await page.getByRole('button', { name: inAnyLanguage('checkout.shipping.next') }).click();
    await expect(street).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(await shopRuleText(page, 'Street line 1 must contain a house or building number.'))),
    );
    await expect(street).toBeFocused();
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(PARIS.street);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(PARIS.city);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(PARIS.postcode);
    await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(PARIS.telephone);
    // On a retry the new address is typed in the popup, then used.
    const popup = page.getByRole('dialog', { name: inAnyLanguage('checkout.shipping.addressTitle') });
    if (await popup.isVisible()) await popup.getByRole('button', { name: inAnyLanguage('checkout.shipping.useNewAddress') }).click();
    await chooseDeliveryMethod(page, /^Forfait Livraison à domicile/);
    await expectNoAxeViolations(page, 'fr checkout: shipping step');
    await goToPayment(page);
  });

  await test.step('cash on delivery, to the address in Paris', async () => {
    await choosePaymentMethod(page);
    const billing = page.getByRole('region', { name: inAnyLanguage('checkout.billing.title') });
    await expect(billing).toContainText(PARIS.street);
    await expect(billing).toContainText(`${PARIS.city} ${PARIS.postcode}`);
    await expect(billing).toContainText('France');
    await expectNoAxeViolations(page, 'fr checkout: payment step');
    await placeOrder(page);
    await expectBasketCount(page, 0);
    await expectNoAxeViolations(page, 'fr checkout: success page');
  });
});
