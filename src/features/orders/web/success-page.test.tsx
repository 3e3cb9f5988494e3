// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sessionKeys } from '../../../shared/web/api/query-keys';
import type { Session } from '../../customers/web/session/session';
import { type LastOrder, rememberLastOrder } from './last-order';
import type { OrderView } from './order-view';
import { SuccessPage } from './success-page';

const REST = '/rest/default/V1';
const LOOKUP = 'guest-carts/abcdefghijklmnopqrstuvwxyz012345/order';
const REMEMBERED: LastOrder = { orderId: '7', lookupPath: LOOKUP, incrementId: '000000007', email: 'jeanne.martin@example.com', grandTotal: 18.88 };

const HOME = {
  firstname: 'Jeanne',
  lastname: 'Martin',
  company: null,
  street: ['12 High Street'],
  city: 'Gloucester',
  region: null,
  postcode: 'GL1 1AA',
  country_id: 'GB',
  telephone: '+447400123456',
};

const ORDER: OrderView = {
  entity_id: 7,
  increment_id: '000000007',
  state: 'new',
  status: 'pending',
  created_at: '2026-11-30T10:00:00.000Z',
  customer_email: 'jeanne.martin@example.com',
  customer_is_guest: true,
  grand_total: 18.88,
  shipping_description: 'Flat Rate - Fixed',
  payment: { method: 'cashondelivery', cc_last4: null, cc_type: null, additional_information: ['Cash On Delivery'] },
  billing_address: HOME,
  extension_attributes: {
    shipping_address: HOME,
    delivery_point: null,
    expected_delivery_date: '2026-12-07',
    totals: {
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 13.39 },
        { code: 'shipping', title: 'Shipping & Handling (Flat Rate - Fixed)', value: 3.99 },
        { code: 'cash_on_delivery_fee', title: 'Cash On Delivery Fee', value: 1.5 },
        { code: 'tax', title: 'Tax', value: 3.15 },
        { code: 'grand_total', title: 'Grand Total', value: 18.88 },
      ],
    },
  },
  items: [
    {
      item_id: 1,
      sku: 'EPOD-CRISP-MINT-12',
      name: 'ePod Pods – Crisp Mint 12mg',
      qty_ordered: 2,
      row_total_incl_tax: 11.98,
      product_option: { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 1, next_date: '2026-12-30' } } },
    },
  ],
};

const GUEST: Session = { customer: null, form_key: 'k' };
const JANE: Session = { customer: { id: 1, email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe' }, form_key: 'k' };

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn();

function renderPage(remembered: LastOrder, order: OrderView, session: Session = GUEST) {
  rememberLastOrder(remembered);
  fetchMock.mockImplementation(async (url: string) => (url === `${REST}/${LOOKUP}` ? json(order) : json({ message: 'No such entity' }, 404)));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.all, session);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SuccessPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the success page', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('reads the order from the server: lines with the subscription and its next date, delivery, payment, totals', async () => {
    renderPage(REMEMBERED, ORDER);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeTruthy();
    expect(screen.getByText('Your order number is: 000000007.')).toBeTruthy();
    const lines = await screen.findByRole('table', { name: 'Items Ordered' });
    expect(within(lines).getByText('ePod Pods – Crisp Mint 12mg')).toBeTruthy();
    expect(lines.textContent).toContain('SubscriptionMonthly subscription');
    expect(lines.textContent).toContain('Next processing date30/12/26');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery.textContent).toContain('12 High Street');
    expect(delivery.textContent).toContain('Flat Rate - Fixed');
    expect(within(delivery).getByText('Expected delivery: Monday 7 December 2026')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment Method' });
    expect(payment.textContent).toContain('Cash On Delivery');
    expect(payment.textContent).toContain('Please have £18.88 ready in cash for the courier when your order arrives.');
    expect(document.body.textContent).toContain('Cash on Delivery Fee£1.50');
    expect(document.body.textContent).toContain('Grand Total£18.88');
    expect(fetchMock).toHaveBeenCalledWith(`${REST}/${LOOKUP}`, expect.anything());
  });

  it('shows a card masked to its type and last four digits, and no cash note', async () => {
    renderPage(REMEMBERED, { ...ORDER, payment: { method: 'worldpay_cc', cc_last4: '1111', cc_type: 'VI', additional_information: ['Credit / Debit Card'] } });
    const payment = await screen.findByRole('region', { name: 'Payment Method' });
    expect(payment.textContent).toContain('Credit / Debit Card');
    expect(payment.textContent).toContain('Visa ending 1111');
    expect(payment.textContent).not.toContain('cash');
  });

  it('names the pickup point the order waits at', async () => {
    renderPage(REMEMBERED, {
      ...ORDER,
      extension_attributes: {
        ...ORDER.extension_attributes,
        delivery_point: {
          type: 'pickup_point',
          name: 'PICKUP STATION LES HALLES',
          street: ['101 PORTE BERGER', 'FORUM DES HALLES'],
          postcode: '75001',
          city: 'PARIS',
          country_id: 'FR',
        },
      },
    });
    const block = await screen.findByRole('region', { name: 'Collect your order from this Colissimo pickup point' });
    expect(within(block).getByText('PICKUP STATION LES HALLES')).toBeTruthy();
    expect(block.textContent).toContain('75001 PARIS');
  });

  it('names the address the confirmation goes to, asks the shopper to note the number, and offers a guest an account with a password only', async () => {
    renderPage(REMEMBERED, ORDER);
    expect(screen.getByText('Please note your order number: quote it if you contact our customer service about this order.')).toBeTruthy();
    expect(await screen.findByText(`We are sending an order confirmation to ${ORDER.customer_email}.`)).toBeTruthy();
    const offer = await screen.findByRole('region', { name: 'Create an Account' });
    expect(offer.textContent).toContain('Create an account to check out faster next time.');
    expect(within(offer).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(offer).getByLabelText('Password')).toBeTruthy();
  });

  it('offers no account to a customer, nor for an order that already has one', async () => {
    renderPage(REMEMBERED, { ...ORDER, customer_is_guest: false }, JANE);
    await screen.findByRole('table', { name: 'Items Ordered' });
    expect(screen.queryByRole('region', { name: 'Create an Account' })).toBeNull();
    cleanup();
    renderPage(REMEMBERED, { ...ORDER, customer_is_guest: false });
    await screen.findByRole('table', { name: 'Items Ordered' });
    expect(screen.queryByRole('region', { name: 'Create an Account' })).toBeNull();
  });

  it('still shows the number when the order cannot be read, with the reason', async () => {
    renderPage({ ...REMEMBERED, lookupPath: 'guest-carts/gone/order' }, ORDER);
    expect(screen.getByText('Your order number is: 000000007.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No such entity'));
  });

  it('makes the account with the password alone, signs in with it, and says the order is in it', async () => {
    renderPage(REMEMBERED, ORDER);
    const calls: { url: string; body: unknown }[] = [];
    const readOrder = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') calls.push({ url, body: JSON.parse(String(init.body)) });
      if (url === `${REST}/${LOOKUP}/account`) return json({ id: 9, email: ORDER.customer_email, firstname: 'Jeanne', lastname: 'Martin', order_id: 7 });
      if (url === '/customer/ajax/login')
        return json({ errors: false, message: '', form_key: 'k2', customer: { id: 9, email: ORDER.customer_email, firstname: 'Jeanne', lastname: 'Martin' } });
      return readOrder(url, init);
    });
    const offer = await screen.findByRole('region', { name: 'Create an Account' });
    fireEvent.change(within(offer).getByLabelText('Password'), { target: { value: 'Jeanne4ever!' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Create an Account' }));
    const text = await screen.findByText(/^Your account has been created and this order is in it\./);
    const done = text.closest<HTMLElement>('[role="status"]')!;
    expect(done).toBeTruthy();
    expect(within(done).getByRole('link', { name: 'View it in My Account' }).getAttribute('href')).toBe('/sales/order/view/order_id/7');
    expect(calls).toEqual([
      { url: `${REST}/${LOOKUP}/account`, body: { password: 'Jeanne4ever!' } },
      { url: '/customer/ajax/login', body: { username: ORDER.customer_email, password: 'Jeanne4ever!' } },
    ]);
    expect(screen.queryByRole('region', { name: 'Create an Account' })).toBeNull();
  });

  it('checks the password by the store rules before asking the server', async () => {
    renderPage(REMEMBERED, ORDER);
    const offer = await screen.findByRole('region', { name: 'Create an Account' });
    fireEvent.change(within(offer).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(offer).getByRole('button', { name: 'Create an Account' }));
    expect(
      await within(offer).findByText('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toEqual([]);
  });
});
