// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { PaymentStep } from './payment-step';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));
vi.mock('./address-countries', async (original) => ({
  ...(await original<typeof import('./address-countries')>()),
  WithAddressCountries: ({ children }: { children: (countries: unknown) => unknown }) =>
    children({
      list: [
        {
          id: 'GB',
          name: 'United Kingdom',
          isDefault: true,
          regions: [],
          isRegionRequired: false,
          isRegionVisible: false,
          isZipcodeOptional: false,
          postcodeExamples: [],
        },
      ],
      defaultId: 'GB',
    }),
}));

const REST = '/rest/default/V1';
const BASE = `${REST}/guest-carts/abc`;
const DRAFT_KEY = 'shop.checkoutDraft';
const HOME = {
  firstname: 'Alex',
  lastname: 'Guest',
  street: ['10 Downing Street'],
  city: 'London',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+447400123456',
};
const DRAFT = { email: 'amy@example.com', rate: 'flatrate_flatrate', address: { firstname: 'Alex' } };
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

let config: Record<string, unknown> = {};
/** How payment-information answers; by default the order's id. */
let placeOrder: () => Promise<Response> = async () => json('42');
const fetchMock = vi.fn();
beforeEach(() => {
  config = { retailerCode: { enabled: false } };
  placeOrder = async () => json('42');
  sessionStorage.clear();
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(DRAFT));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url === `${REST}/carts/licence`) return json([]);
    if (url === `${REST}/checkout/config`) return json(config);
    if (url === `${BASE}/set-payment-information-and-get-totals`) return json({ grand_total: 7.49, total_segments: [] });
    if (url === `${BASE}/billing-address`) return json(1);
    if (url === `${BASE}/payment-information`) return placeOrder();
    if (url === `${BASE}/order`) return json({ increment_id: '000000042', grand_total: 7.49, customer_email: 'amy@example.com' });
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

const DETAILS: PaymentDetails = {
  payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }],
  totals: { grand_total: 7.49, total_segments: [] } as unknown as PaymentDetails['totals'],
  extension_attributes: { shipping_address: HOME, billing_address: HOME, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
};

/** The page the browser lands on, saying whether it was reached by replacing the checkout's entry. */
function Landed() {
  const location = useLocation();
  const type = useNavigationType();
  return <h1>{`${location.pathname} (${type})`}</h1>;
}

function renderStep() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<PaymentStep details={DETAILS} isGuest />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const placeOrderCalls = () => fetchMock.mock.calls.filter(([url, init]) => url === `${BASE}/payment-information` && init?.method === 'POST');

async function enabledPlaceOrder() {
  const button = await screen.findByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

describe('placing the order (spec 002 §2, §4)', () => {
  it('replaces the location with the checkout config’s defaultSuccessPageUrl and forgets the saved checkout data', async () => {
    config = { ...config, defaultSuccessPageUrl: '/thank-you' };
    renderStep();
    // The config has arrived before the click (the router prefetches it with the page).
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === `${REST}/checkout/config`)).toBe(true));
    fireEvent.click(await enabledPlaceOrder());
    expect(await screen.findByRole('heading', { name: '/thank-you (REPLACE)' })).toBeTruthy();
    expect(placeOrderCalls()).toHaveLength(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('goes to the shop’s own success page when the config names none', async () => {
    renderStep();
    fireEvent.click(await enabledPlaceOrder());
    expect(await screen.findByRole('heading', { name: '/checkout/onepage/success (REPLACE)' })).toBeTruthy();
  });

  it('keeps the saved checkout data after a refusal (a response of type error) and enables Place Order again', async () => {
    placeOrder = async () => json({ message: 'The card was refused.', parameters: {} }, 400);
    renderStep();
    fireEvent.click(await enabledPlaceOrder());
    expect(await screen.findByText('The card was refused.')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual(DRAFT);
    await enabledPlaceOrder();
    expect(screen.queryByRole('heading', { name: /success/ })).toBeNull();
  });

  it('disables Place Order while payment-information is in flight: a double click sends one request; enabled again after a refusal', async () => {
    let answer: (response: Response) => void = () => {};
    placeOrder = () => new Promise<Response>((resolve) => (answer = resolve));
    renderStep();
    const button = await enabledPlaceOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(placeOrderCalls()).toHaveLength(1));
    expect(button).toHaveProperty('disabled', true);
    // Clicks on the disabled button while the call runs send nothing either.
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(placeOrderCalls()).toHaveLength(1);
    expect(button).toHaveProperty('disabled', true);
    answer(json({ message: 'The card was refused.', parameters: {} }, 400));
    expect(await screen.findByText('The card was refused.')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    // The next click is a new attempt.
    placeOrder = async () => json('42');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: '/checkout/onepage/success (REPLACE)' })).toBeTruthy();
    expect(placeOrderCalls()).toHaveLength(2);
  });
});
