import { inAnyLanguage } from './helpers/texts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { expectSuccessPage, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { tabTo, typeInto } from './helpers/keyboard';

interface Address {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  telephone: string;
}

const SAO_PAULO: Address = {
  firstname: 'Ana',
  lastname: 'Souza',
  street: 'Av. Paulista, 1578',
  city: 'São Paulo',
  postcode: '01310-200',
  country: 'BR',
  telephone: '+5511987654321',
};
const MEXICO_CITY: Address = {
  firstname: 'Lucía',
  lastname: 'Hernández',
  street: 'Av. Paseo de la Reforma 222',
  city: 'Ciudad de México',
  postcode: '06600',
  country: 'MX',
  telephone: '+525512345678',
};

/** A guest of the store `code` with two pod packs in the basket, at the payment step. */
async function guestAtPayment(page: Page, code: string, address: Address) {
  await page.goto(`/?___store=${code}`);
  const pods = productNameIn(code, PRODUCTS.crispMint);
  await gotoProduct(page, PRODUCTS.crispMint.path, pods);
  await addToBasket(page, { name: pods, qty: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') }).fill(uniqueEmail(code));
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(address.firstname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(address.lastname);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.street') }).fill(address.street);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.city') }).fill(address.city);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.postcode') }).fill(address.postcode);
  await page
    .getByRole('main')
    .getByRole('combobox', { name: inAnyLanguage('checkout.address.country') })
    .selectOption(address.country);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.telephone') }).fill(address.telephone);
  await goToPayment(page);
}

/** Chooses a radio from the keyboard: Tab into its group (its first radio), then the arrow keys to it. */
async function chooseByKeyboard(page: Page, group: Locator, name: string | RegExp) {
  const radio = group.getByRole('radio', { name, exact: typeof name === 'string' });
  await tabTo(page, group.getByRole('radio').first(), 120);
  for (let presses = 0; presses < 10 && !(await radio.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}
const paymentMethods = (page: Page) => page.getByRole('radiogroup', { name: inAnyLanguage('checkout.payment.methodsTitle') });

/** Picks a select's option from the keyboard: Tab to it, then the arrow keys until it shows the option. */
async function selectByKeyboard(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  // Prices are written with no-break spaces (R$ 32,64): labels are compared with their spaces made plain.
  const shown = () => select.evaluate((el: HTMLSelectElement) => (el.selectedOptions[0]?.label ?? '').replace(/\s+/g, ' '));
  for (let presses = 0; presses < 40 && (await shown()) !== label; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

// Spec 002 §5, §9 with PayU (payu_gateway_card): the card is tokenised at PayU from the browser, the
// CPF and instalments go with the order, the shop never receives the number or the security code.
test('a guest in the Brazilian store pays with a PayU card, a CPF and 3 instalments, from the keyboard', async ({ page }) => {
  const orderBodies: string[] = [];
  const tokenisations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/payment-information') && request.method() === 'POST') orderBodies.push(request.postData() ?? '');
    if (request.url().endsWith('/payments-api/4.0/tokens') && request.method() === 'POST') tokenisations.push(new URL(request.url()).origin);
  });
  await guestAtPayment(page, 'br', SAO_PAULO);

  await test.step('the PayU card block: the card fields, the CPF / CNPJ and PayU’s instalment plans for the basket', async () => {
    await chooseByKeyboard(page, paymentMethods(page), 'Cartão parcelado (PayU)');
    const instalments = page.getByRole('combobox', { name: 'Parcelas' });
    await expect(instalments).toBeEnabled();
    // R$ 97.90: PayU's plans go to 9 instalments of at least R$ 10; the store offers 2 to 6 of them.
    await expect(instalments.getByRole('option')).toHaveText([
      'Escolha como pagar',
      'À vista: R$ 97,90',
      '2 × R$ 48,95 sem juros',
      '3 × R$ 32,64 sem juros',
      '4 × R$ 24,48 sem juros',
      '5 × R$ 19,58 sem juros',
      '6 × R$ 16,32 sem juros',
    ]);
    await expect(page.getByRole('textbox', { name: 'CPF / CNPJ' })).toBeVisible();
    await expectNoAxeViolations(page, 'PayU card block');
  });

  await test.step('filled from the keyboard and placed with Enter: the success page', async () => {
    await typeInto(page, page.getByRole('textbox', { name: 'Número do cartão' }), '4444 3333 2222 1111');
    await expect(page.getByText('Bandeira: Visa')).toBeVisible();
    await selectByKeyboard(page, page.getByRole('combobox', { name: inAnyLanguage('payment.card.expiryMonth') }), '12');
    await selectByKeyboard(page, page.getByRole('combobox', { name: inAnyLanguage('payment.card.expiryYear') }), String(new Date().getFullYear() + 1));
    await typeInto(page, page.getByRole('textbox', { name: inAnyLanguage('payment.card.cvv') }), '123');
    await typeInto(page, page.getByRole('textbox', { name: inAnyLanguage('payment.card.name') }), 'Ana Souza');
    await typeInto(page, page.getByRole('textbox', { name: 'CPF / CNPJ' }), '529.982.247-25');
    await selectByKeyboard(page, page.getByRole('combobox', { name: 'Parcelas' }), '3 × R$ 32,64 sem juros');
    await expectNoAxeViolations(page, 'PayU card block filled in');
    await tabTo(page, page.getByRole('button', { name: 'Finalizar pedido', exact: true }));
    await page.keyboard.press('Enter');
    await expectSuccessPage(page);
    await expectNoAxeViolations(page, 'success page after a PayU card');
  });

  await test.step('the card went to PayU’s own origin; the shop got PayU’s token, the last four digits, the CPF and 3 instalments', async () => {
    expect(tokenisations).toHaveLength(1);
    expect(tokenisations[0]).not.toBe(new URL(page.url()).origin);
    expect(orderBodies).toHaveLength(1);
    const sent = JSON.parse(orderBodies[0]).paymentMethod.additional_data;
    expect(sent).toEqual({ payu_token: expect.stringMatching(/^[0-9a-f-]{36}$/), cc_type: 'VI', cc_last4: '1111', cpf: '529.982.247-25', instalment: '3' });
    expect(orderBodies[0]).not.toContain('4444333322221111');
    expect(orderBodies[0]).not.toContain('"123"');
  });
});

// Spec 002 §2, §4, §9 with PayU (payu_gateway): the order is placed, the page leaves for PayU's page, the
// shopper pays there with SPEI and comes back to the success page.
test('a guest in the Mexican store pays on PayU’s page with SPEI and comes back to the success page, from the keyboard', async ({ page }) => {
  await guestAtPayment(page, 'mx', MEXICO_CITY);

  await test.step('the PayU block says where the shopper will pay, and the button says Pay and place order', async () => {
    await chooseByKeyboard(page, paymentMethods(page), 'PayU: efectivo o transferencia (OXXO, SPEI)');
    await expect(page.getByText('Después de realizar su pedido, elegirá cómo pagar en la página segura de PayU: OXXO o transferencia SPEI.')).toBeVisible();
    await expect(page.getByText('Con una ficha de pago, su pedido se confirma en cuanto PayU nos avisa que está pagado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar y realizar pedido' })).toBeEnabled();
    await expectNoAxeViolations(page, 'PayU page block');
  });

  await test.step('Pay and place order leaves for PayU’s page, which is labelled and keyboard operable', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Pagar y realizar pedido' }), 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ppp-web-gateway-payu\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayU' })).toBeVisible();
    await expect(page.getByRole('group', { name: inAnyLanguage('payment.latam.instalmentPlaceholder') }).getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations(page, 'PayU’s page');
    await chooseByKeyboard(page, page.getByRole('group', { name: inAnyLanguage('payment.latam.instalmentPlaceholder') }), 'SPEI bank transfer');
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
  });

  await test.step('back on the shop’s success page', async () => {
    await expectSuccessPage(page);
    await expectNoAxeViolations(page, 'success page after PayU’s page');
  });
});
