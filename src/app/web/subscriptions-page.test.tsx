// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ShopSubscriptionsPage } from './subscriptions-page';

const REST = '/rest/default/V1';
const SUBSCRIPTION = {
  id: 4,
  status: 'active',
  interval: 1,
  interval_label: 'Monthly subscription',
  offered_intervals: [1],
  next_date: '2026-12-29',
  next_date_formatted: '29/12/26',
  items: [{ product_id: 9, sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', qty: 2 }],
  payment_card: { id: 3, type: 'MC', last4: '4444', expiry_month: 11, expiry_year: 2027 },
  shipping_address: { firstname: 'Sue', lastname: 'Scriber', street: ['3 Briggate'], city: 'Leeds', postcode: 'LS1 6HD', country_id: 'GB' },
};
const savedCard = (id: number, type: string, label: string, last4: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  type_label: label,
  last4,
  masked: `•••• ${last4}`,
  expiry_month: 12,
  expiry_year: 2030,
  expires: '12/2030',
  cardholder_name: 'Sue Scriber',
  is_expired: false,
  pays_subscriptions: true,
  created_at: '2026-11-01 10:00:00',
  ...extra,
});
/** The vault: the card in use, another subscription card, one kept for checkout only and an expired one (neither offered). */
const SAVED_CARDS = [
  savedCard(3, 'MC', 'Mastercard', '4444'),
  savedCard(5, 'VI', 'Visa', '1111'),
  savedCard(6, 'AE', 'American Express', '0005', { pays_subscriptions: false }),
  savedCard(7, 'VI', 'Visa', '0000', { is_expired: true, expires: '01/2020' }),
];
const OFFICE = {
  id: 12,
  firstname: 'Sue',
  lastname: 'Scriber',
  street: ['1 Park Row'],
  city: 'Leeds',
  region: { region: null, region_code: null, region_id: 0 },
  region_id: 0,
  postcode: 'LS1 5AB',
  country_id: 'GB',
  telephone: '+447400123463',
  default_shipping: true,
  default_billing: true,
};
const GB = { id: 'GB', full_name_locale: 'United Kingdom', extension_attributes: { is_default: true, is_region_visible: false } };
const NO_RESTRICTIONS = {
  enabled: false,
  restrictedPostcodes: [],
  restrictedAddresses: [],
  restrictedMobileNo: [],
  errorMsg: '',
  restrictedMobileNoErrorMsg: '',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The shop as the page meets it; a PUT answers the subscription with what it changed. */
function renderPage() {
  const puts: { url: string; body: unknown }[] = [];
  let current: Record<string, unknown> = SUBSCRIPTION;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = decodeURIComponent(url);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push({ url: path, body });
        if (path.endsWith('/payment-card')) current = { ...current, payment_card: { id: 5, type: 'VI', last4: '1111', expiry_month: 12, expiry_year: 2030 } };
        if (path.endsWith('/shipping-address')) current = { ...current, shipping_address: { ...body.address } };
        return json(200, current);
      }
      if (path === '/customer/section/load') return json(200, { customer: { id: 1, firstname: 'Sue' }, form_key: 'fk' });
      if (path === `${REST}/customers/me/subscriptions`) return json(200, [current]);
      if (path === `${REST}/customers/me/saved-cards`) return json(200, SAVED_CARDS);
      if (path === '/worldpay/savedcard/config') return json(200, { enabled: true, disclaimer: '', disclaimerMandatory: false });
      if (path === `${REST}/customers/me`) return json(200, { id: 1, email: 'sue@example.com', firstname: 'Sue', lastname: 'Scriber', addresses: [OFFICE] });
      if (path === `${REST}/checkout/config`) return json(200, { restrictions: NO_RESTRICTIONS, bat_address_limit: null });
      if (path === `${REST}/directory/countries`) return json(200, [GB]);
      return json(404, { message: `unexpected ${path}` });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ShopSubscriptionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return puts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Subscriptions with the vault’s cards and the address book', () => {
  it('offers only the customer’s unexpired subscription cards, and changes to the one chosen', async () => {
    const puts = renderPage();
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change card' }));
    const group = await within(card).findByRole('group', { name: 'Card for your deliveries' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Mastercard •••• 4444, expires 12/2030 (in use)', 'Visa •••• 1111, expires 12/2030']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Visa •••• 1111, expires 12/2030' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Use this card' }));
    expect((await within(card).findByRole('status')).textContent).toBe('The card for your deliveries was changed.');
    expect(puts).toEqual([{ url: `${REST}/customers/me/subscriptions/4/payment-card`, body: { card_id: 5 } }]);
  });

  it('sends a book address by its id, and judges a new one by checkout’s rules before sending it', async () => {
    const puts = renderPage();
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change address' }));
    const book = await within(card).findByRole('group', { name: 'Deliver to' });
    expect((within(book).getByRole('radio', { name: 'Sue Scriber, 1 Park Row, Leeds, LS1 5AB' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Use this address' }));
    expect((await within(card).findByRole('status')).textContent).toBe('The delivery address was changed.');
    expect(puts[0]).toEqual({
      url: `${REST}/customers/me/subscriptions/4/shipping-address`,
      body: {
        address: {
          firstname: 'Sue',
          lastname: 'Scriber',
          street: ['1 Park Row'],
          city: 'Leeds',
          postcode: 'LS1 5AB',
          country_id: 'GB',
          telephone: '+447400123463',
          customer_address_id: 12,
        },
      },
    });

    fireEvent.click(within(card).getByRole('button', { name: 'Change address' }));
    fireEvent.click(within(await within(card).findByRole('group', { name: 'Deliver to' })).getByRole('radio', { name: 'A new address' }));
    const typed = within(card).getByRole('group', { name: 'New delivery address' });
    const type = (label: string, value: string) => fireEvent.change(within(typed).getByLabelText(label, { exact: false }), { target: { value } });
    type('First Name', 'Sue');
    type('Last Name', 'Scriber');
    type('Street Address', '22 Boar Lane');
    type('City', 'Leeds');
    type('Postcode', 'LS1 6EN');
    type('Phone Number', '0113 496 0000');
    fireEvent.click(within(card).getByRole('button', { name: 'Use this address' }));
    // A UK delivery address takes a UK mobile, as at checkout: nothing is sent.
    await waitFor(() => expect(within(typed).getByLabelText('Phone Number', { exact: false }).getAttribute('aria-invalid')).toBe('true'));
    expect(puts).toHaveLength(1);
    type('Phone Number', '+447400123499');
    fireEvent.click(within(card).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toEqual({
      address: {
        firstname: 'Sue',
        lastname: 'Scriber',
        street: ['22 Boar Lane'],
        city: 'Leeds',
        postcode: 'LS1 6EN',
        country_id: 'GB',
        telephone: '+447400123499',
      },
    });
  });
});
