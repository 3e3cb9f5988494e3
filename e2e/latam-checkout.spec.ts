import { escapeRegExp, inAnyLanguage, shopRuleText } from './helpers/texts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { openBasket, proceedToCheckout } from './helpers/cart';
import { PRODUCTS, addToBasket, gotoProduct, productNameIn } from './helpers/catalog';
import { choosePaymentMethod, expectSuccessPage, goToPayment } from './helpers/checkout';
import { uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

const nextYear = String(new Date().getFullYear() + 1);
const CCAM20 = 'CPF must be 11 digits or CNPJ must be 14 digits.';
const INVOICE_INVALID = 'The electronic invoice form has some invalid fields';

interface Address {
  street: string;
  city: string;
  postcode: string;
  country: string;
  telephone: string;
}

const SAO_PAULO: Address = { street: 'Av. Paulista, 1578', city: 'São Paulo', postcode: '01310-200', country: 'BR', telephone: '+5511987654321' };
const MEXICO_CITY: Address = { street: 'Av. Paseo de la Reforma 222', city: 'Ciudad de México', postcode: '06600', country: 'MX', telephone: '+525512345678' };

/** A guest of the store `code` with a pod pack in the basket, at the payment step. */
async function guestAtPayment(page: Page, code: string, address: Address) {
  await page.goto(`/?___store=${code}`);
  const pods = productNameIn(code, PRODUCTS.crispMint);
  await gotoProduct(page, PRODUCTS.crispMint.path, pods);
  await addToBasket(page, { name: pods, qty: 2 });
  await openBasket(page);
  await proceedToCheckout(page);
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.email.label') }).fill(uniqueEmail(code));
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.firstname') }).fill(code === 'br' ? 'Ana' : 'Lucía');
  await page.getByRole('textbox', { name: inAnyLanguage('checkout.address.lastname') }).fill(code === 'br' ? 'Souza' : 'Hernández');
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

function widthOf(projectName: string) {
  return projectName === 'mobile' ? 375 : 1280;
}

// Spec 002 §5 "Latin-American", §9: in Brazil the card form asks the CPF/CNPJ, the instalments (from
// POST /worldpay/latam/types) and the statement text; the gateway gets them.
test('a guest in the Brazilian store pays by card with a CPF in 3 instalments, after a wrong CPF @mobile', async ({ page }, testInfo) => {
  const width = widthOf(testInfo.project.name);
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  const orderBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/payment-information') && request.method() === 'POST') orderBodies.push(request.postData() ?? '');
  });
  await guestAtPayment(page, 'br', SAO_PAULO);

  await test.step('the card form shows the CPF / CNPJ, the instalments (One Payment first) and the transaction purpose', async () => {
    await choosePaymentMethod(page, 'Cartão de crédito ou débito');
    await expect(page.getByRole('textbox', { name: 'CPF / CNPJ' })).toBeVisible();
    const instalments = page.getByRole('combobox', { name: 'Parcelas' });
    await expect(instalments).toBeEnabled();
    await expect(instalments.getByRole('option')).toHaveText([
      'Escolha como pagar',
      'À vista',
      '2 parcelas',
      '3 parcelas',
      '4 parcelas',
      '5 parcelas',
      '6 parcelas',
      '10 parcelas',
      '12 parcelas',
    ]);
    await expect(page.getByRole('textbox', { name: inAnyLanguage('payment.latam.statement') })).toBeVisible();
    await checkPage('Brazilian card form');
  });

  await test.step('a wrong CPF check digit shows CCAM20’s text under the field, and nothing is placed', async () => {
    await page.getByLabel('Número do cartão').fill('4444333322221111');
    await page.getByLabel('Mês de validade').selectOption('12');
    await page.getByLabel('Ano de validade').selectOption(nextYear);
    await page.getByLabel('Código de segurança').fill('123');
    await page.getByLabel('Nome impresso no cartão').fill('Ana Souza');
    await page.getByRole('textbox', { name: 'CPF / CNPJ' }).fill('529.982.247-24');
    await page.getByRole('combobox', { name: 'Parcelas' }).selectOption({ label: '3 parcelas' });
    await page.getByRole('textbox', { name: inAnyLanguage('payment.latam.statement') }).fill('Vype Brasil');
    await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
    const cpf = page.getByRole('textbox', { name: 'CPF / CNPJ' });
    await expect(cpf).toBeFocused();
    await expect(cpf).toHaveAccessibleDescription(new RegExp(escapeRegExp(await shopRuleText(page, CCAM20))));
    await expect(page.getByText(await shopRuleText(page, CCAM20))).toBeVisible();
    expect(orderBodies).toEqual([]);
    await checkPage('wrong CPF');
  });

  await test.step('with a right CPF the order is placed; the gateway receives the CPF, 3 instalments and the statement text', async () => {
    await page.getByRole('textbox', { name: 'CPF / CNPJ' }).fill('529.982.247-25');
    await expect(page.getByText(await shopRuleText(page, CCAM20))).toHaveCount(0);
    await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
    await expectSuccessPage(page);
    expect(orderBodies).toHaveLength(1);
    const sent = JSON.parse(orderBodies[0]).paymentMethod.additional_data;
    expect(sent).toMatchObject({ cpf: '529.982.247-25', instalment: '3', statementNarrative: 'Vype Brasil', cc_number: 'XXXX-1111' });
    await checkPage('Brazilian order placed');
  });
});

// Spec 002 §3, §5 check 5: the Mexican electronic invoice at the payment step, RFC upper-cased.
test('a guest in the Mexican store asks for an electronic invoice: an invalid form stops the order, a valid one is placed @mobile', async ({
  page,
}, testInfo) => {
  const width = widthOf(testInfo.project.name);
  const checkPage = async (label: string) => {
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    if (width === 375) await expectNoHorizontalScroll(page);
  };
  const invoicePosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/edicom')) invoicePosts.push(request.postData() ?? '');
  });
  await guestAtPayment(page, 'mx', MEXICO_CITY);
  await choosePaymentMethod(page, 'Pago contra entrega');

  await test.step('ticking the box opens the invoice form; the RFC is upper-cased as it is typed', async () => {
    await expect(page.getByRole('textbox', { name: 'RFC' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: inAnyLanguage('payment.invoice.receive') }).check();
    const rfc = page.getByRole('textbox', { name: 'RFC' });
    await rfc.fill('heml850101ab1');
    await expect(rfc).toHaveValue('HEML850101AB1');
    await checkPage('invoice form');
  });

  await test.step('an invalid form: the form’s message, each field’s error, no order and nothing sent', async () => {
    const postcode = page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.postcode') });
    await postcode.fill('066');
    // Leaving the field shows its error first (the button moves down by a line).
    await postcode.blur();
    await expect(postcode).toHaveAccessibleDescription(await shopRuleText(page, 'Please enter the 5-digit postcode of your tax address.'));
    await page.getByRole('button', { name: 'Realizar pedido', exact: true }).click();
    await expect(page.getByText(await shopRuleText(page, INVOICE_INVALID))).toBeVisible();
    await expect(page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.businessName') })).toHaveAccessibleDescription(
      await shopRuleText(page, 'Please enter the name registered with the SAT.'),
    );
    await expect(page.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveAccessibleDescription(
      await shopRuleText(page, 'Please choose a valid tax regime.'),
    );
    await expect(page.getByRole('combobox', { name: inAnyLanguage('payment.invoice.cfdiUse') })).toHaveAccessibleDescription(
      await shopRuleText(page, 'Please choose a valid CFDI use.'),
    );
    await expect(page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.postcode') })).toHaveAccessibleDescription(
      await shopRuleText(page, 'Please enter the 5-digit postcode of your tax address.'),
    );
    await expect(page).toHaveURL(/\/checkout#payment$/);
    expect(invoicePosts).toEqual([]);
    await checkPage('invalid invoice form');
  });

  await test.step('a valid form is saved with the order, which is placed', async () => {
    await page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.businessName') }).fill('Lucía Hernández López');
    await page.getByRole('combobox', { name: 'Régimen fiscal' }).selectOption('612');
    await page.getByRole('combobox', { name: inAnyLanguage('payment.invoice.cfdiUse') }).selectOption('G03');
    await page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.postcode') }).fill('06600');
    await page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.postcode') }).blur();
    await expect(page.getByRole('textbox', { name: inAnyLanguage('payment.invoice.postcode') })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(await shopRuleText(page, INVOICE_INVALID))).toHaveCount(0);
    await page.getByRole('button', { name: 'Realizar pedido', exact: true }).click();
    await expectSuccessPage(page);
    expect(invoicePosts).toHaveLength(1);
    expect(JSON.parse(invoicePosts[0])).toMatchObject({
      receiveInvoice: true,
      rfcNumber: 'HEML850101AB1',
      taxRegime: '612',
      cfdiUse: 'G03',
      postcode: '06600',
    });
    await checkPage('Mexican order placed');
  });
});
