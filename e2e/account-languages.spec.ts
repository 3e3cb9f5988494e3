import { expect, type APIResponse, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { customerToken } from './helpers/basket';
import { accountNav, login, uniqueEmail } from './helpers/customers';
import { expectNoHorizontalScroll } from './helpers/layout';

// Issue 30: My account speaks the store's language. A customer of the German store finds the dashboard,
// the order history, an order's page and the address book in German, with the order's date and total
// written the German way, and each page axe clean.

const PASSWORD = 'Passwort123!';
const BERLIN = {
  firstname: 'Lena',
  lastname: 'Schmidt',
  street: ['Friedrichstraße 43'],
  city: 'Berlin',
  postcode: '10117',
  country_id: 'DE',
  telephone: '+49 151 23456789',
};

async function ok<T>(what: string, response: APIResponse): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new customer of the German store with Berlin as both default addresses and one order placed
 * through the REST API (a cable: no age check; cash on delivery, with the store's product consent).
 */
async function germanCustomerWithAnOrder(page: Page, email: string): Promise<string> {
  const rest = '/rest/de/V1';
  await ok(
    'POST customers',
    await page.request.post(`${rest}/customers`, { data: { customer: { email, firstname: 'Lena', lastname: 'Schmidt' }, password: PASSWORD } }),
  );
  const headers = { authorization: `Bearer ${await customerToken(page, 'de', { email, password: PASSWORD })}` };
  await ok(
    'PUT customers/me',
    await page.request.put(`${rest}/customers/me`, {
      headers,
      data: { customer: { email, firstname: 'Lena', lastname: 'Schmidt', addresses: [{ ...BERLIN, default_billing: true, default_shipping: true }] } },
    }),
  );
  const quoteId = await ok<number | string>('POST carts/mine', await page.request.post(`${rest}/carts/mine`, { headers }));
  await ok(
    'add the cable',
    await page.request.post(`${rest}/carts/mine/items`, { headers, data: { cartItem: { sku: 'ACC-USBC-CABLE', qty: 1, quote_id: quoteId } } }),
  );
  await ok(
    'shipping-information',
    await page.request.post(`${rest}/carts/mine/shipping-information`, {
      headers,
      data: { addressInformation: { shipping_address: BERLIN, billing_address: BERLIN, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
    }),
  );
  const orderId = await ok<number | string>(
    'payment-information',
    await page.request.post(`${rest}/carts/mine/payment-information`, {
      headers,
      data: { paymentMethod: { method: 'cashondelivery', extension_attributes: { product_consent: true } } },
    }),
  );
  const order = await ok<{ increment_id: string }>(`GET orders/${orderId}`, await page.request.get(`${rest}/orders/${orderId}`, { headers }));
  return order.increment_id;
}

/** The account page has drawn its content (the German 'loading' line gone) before it is scanned. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen…' })).toHaveCount(0);
}

test('a customer of the German store reads My account, the orders and the address book in German @mobile', async ({ page }, testInfo) => {
  const email = uniqueEmail('konto');
  const orderNumber = await germanCustomerWithAnOrder(page, email);
  const checkLayout = testInfo.project.name === 'mobile' ? () => expectNoHorizontalScroll(page) : async () => {};
  const sections = page.getByRole('navigation', { name: 'Bereiche von Mein Konto' });

  await test.step('the German store signs Lena in and shows My account in German', async () => {
    await page.goto('/customer/account/login?___store=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await login(page, { email, password: PASSWORD, firstname: 'Lena' });
    await accountNav(page).getByRole('link', { name: 'Mein Konto' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page).toHaveTitle('Mein Konto | Vype');
    await expect(page.getByRole('region', { name: 'Kontaktdaten' })).toContainText(email);
    await expect(page.getByRole('region', { name: 'Newsletter' })).toContainText('Sie haben unseren Newsletter nicht abonniert.');
    const billing = page.getByRole('region', { name: 'Standard-Rechnungsadresse' });
    await expect(billing).toContainText('Friedrichstraße 43');
    // The country in the page's language.
    await expect(billing).toContainText('Deutschland');
    const recent = page.getByRole('table', { name: 'Letzte Bestellungen' });
    const row = recent.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{2}$/);
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+,\d{2}\u00a0€$/);
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^(Ausstehend|In Bearbeitung)$/);
    await expect(row.getByRole('link', { name: `Bestellung ansehen (Nr. ${orderNumber})` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
    await expectLoaded(page);
    await expectNoAxeViolations(page, 'German dashboard');
    await checkLayout();
  });

  await test.step('the order history and the order’s page', async () => {
    await sections.getByRole('link', { name: 'Meine Bestellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Meine Bestellungen' });
    await expect(orders.getByRole('columnheader')).toHaveText(['Bestellnr.', 'Datum', 'Lieferung an', 'Gesamtsumme', 'Status', 'Aktionen']);
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders.getByRole('button', { name: `Bestellung ${orderNumber} erneut bestellen` })).toBeVisible();
    await expectLoaded(page);
    await expectNoAxeViolations(page, 'German order history');
    await checkLayout();

    await orders.getByRole('link', { name: `Bestellung ansehen (Nr. ${orderNumber})` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellung Nr. ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(/^Status: (Ausstehend|In Bearbeitung)$/)).toBeVisible();
    // "29. November 2026": the day as German writes it.
    await expect(page.getByText(/^Bestelldatum: \d{1,2}\. \p{L}+ \d{4}$/u)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bestellte Artikel' })).toContainText('USB-C');
    await expect(page.getByRole('region', { name: 'Rechnungsadresse' })).toContainText('Deutschland');
    await expect(page.getByRole('region', { name: 'Zu Ihrer Bestellung' }).getByRole('listitem')).toHaveText([/: (Ausstehend|In Bearbeitung)$/]);
    await expect(page.getByRole('link', { name: 'Zurück zu meinen Bestellungen' })).toBeVisible();
    await expectLoaded(page);
    await expectNoAxeViolations(page, 'German order page');
    await checkLayout();
  });

  await test.step('the address book, and its delete confirmation', async () => {
    await sections.getByRole('link', { name: 'Adressbuch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adressbuch' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: 'Friedrichstraße 43' });
    await expect(entry.getByRole('heading', { name: 'Standard-Rechnungs- und Lieferadresse' })).toBeVisible();
    await expect(entry.getByRole('link', { name: 'Adresse bearbeiten: Friedrichstraße 43, Berlin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neue Adresse hinzufügen' })).toBeVisible();
    await expectLoaded(page);
    await expectNoAxeViolations(page, 'German address book');
    await checkLayout();

    await entry.getByRole('button', { name: 'Adresse löschen: Friedrichstraße 43, Berlin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Adresse löschen?' });
    await expect(dialog).toContainText('Möchten Sie die Adresse Friedrichstraße 43, Berlin wirklich löschen?');
    await expectNoAxeViolations(page, 'German address deletion');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(entry).toBeVisible();
  });
});
