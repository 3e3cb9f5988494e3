// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { AGREEMENTS_CONFIG_PATH, checkoutAgreementsConfig, DEVICE_TRIAL_CONSENT_REQUIRED, PRODUCT_CONSENT_REQUIRED, TERMS_NOT_ACCEPTED } from '../domain';
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
vi.mock('./checkout-draft', () => ({ checkoutDraft: { read: () => ({ email: 'amy@example.com' }), clear: () => {} } }));

const REST = '/rest/default/V1';
const BASE = `${REST}/guest-carts/abc`;
const HOME = {
  firstname: 'Alex',
  lastname: 'Guest',
  street: ['10 Downing Street'],
  city: 'London',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+447400123456',
};
const TERMS = {
  agreement_id: 1,
  name: 'Terms and Conditions',
  content: 'First part.\n\nSecond part.',
  content_height: null,
  checkbox_text: 'I agree to the Terms and Conditions',
  is_active: true,
  is_html: false,
  mode: 1,
};
const TRIAL = {
  hasDeviceTrialProductsInCart: true,
  deviceTrialShowInSummary: true,
  deviceTrialCheckboxEnabled: true,
  deviceTrialDuration: 14,
  deviceTrialBillingDate: '2026-12-09',
  deviceTrialReturnDate: '2026-12-08',
};

let config: Record<string, unknown> = {};
const fetchMock = vi.fn();
beforeEach(() => {
  config = {
    retailerCode: { enabled: false },
    newsletter: { enabled: true, label: 'Sign Up for Newsletter', note_enabled: false, note: '', is_subscribed: false },
  };
  document.cookie = 'bat_product_consent=; max-age=0; path=/';
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url === AGREEMENTS_CONFIG_PATH) return json({ checkoutAgreements: checkoutAgreementsConfig([TERMS]) });
    if (url === `${REST}/checkout/config`) return json(config);
    if (url === `${BASE}/set-payment-information-and-get-totals`) return json({ grand_total: 7.49, total_segments: [] });
    if (url === `${BASE}/billing-address`) return json(1);
    if (url === `${BASE}/payment-information`) return json('42');
    if (url === `${BASE}/newsletter-subscribe`) return json({ subscribed: true });
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function details(trial?: typeof TRIAL): PaymentDetails {
  return {
    payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }],
    totals: { grand_total: 7.49, total_segments: [] } as unknown as PaymentDetails['totals'],
    extension_attributes: {
      shipping_address: HOME,
      billing_address: HOME,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      ...(trial ? { device_trial: trial } : {}),
    },
  };
}

function renderStep(value: PaymentDetails) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentStep details={value} isGuest />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The calls sent after the method was chosen: method, path and body. */
const calls = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([url, init]) => ({ method: init.method, path: String(url).replace(`${BASE}/`, ''), body: JSON.parse(String(init.body)) }))
    .filter((c) => c.path === 'payment-information' || c.path === 'newsletter-subscribe');

async function placeOrderButton() {
  const button = screen.getByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

describe('the place-order checks on the payment step (spec 002 §5)', () => {
  it('check 2: terms left unticked stop the order with the spec’s message, focus on the box', async () => {
    renderStep(details());
    const terms = await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    fireEvent.click(await placeOrderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TERMS_NOT_ACCEPTED);
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(terms.getAttribute('aria-describedby')).toContain('place-order-check-message');
    expect(calls()).toEqual([]);
  });

  it('with the terms ticked, saves the newsletter sign-up and then places the order with the agreement ids', async () => {
    renderStep(details());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sign Up for Newsletter' }));
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(calls().map((c) => c.path)).toEqual(['newsletter-subscribe', 'payment-information']));
    expect(calls()[0].body).toMatchObject({ newsletterSubscription: { subscribe: true }, email: 'amy@example.com' });
    expect(calls()[1].body.paymentMethod).toEqual({ method: 'cashondelivery', extension_attributes: { agreement_ids: [1] } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the terms in a dialog that closes with Close', async () => {
    renderStep(details());
    fireEvent.click(await screen.findByRole('button', { name: 'Read the Terms and Conditions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText('Second part.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('check 9: a device trial needs its consent box; the box is shown with its title and date', async () => {
    renderStep(details(TRIAL));
    expect(await screen.findByRole('heading', { name: '14 day trial' })).toBeTruthy();
    expect(screen.getByText('Amount to be taken on 09/12/2026')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    fireEvent.click(await placeOrderButton());
    const box = screen.getByRole('checkbox', { name: 'I agree to the Device Trial Terms and Conditions' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(DEVICE_TRIAL_CONSENT_REQUIRED).length).toBeGreaterThan(0);
    expect(calls()).toEqual([]);
    fireEvent.click(box);
    fireEvent.click(await placeOrderButton());
    await waitFor(() => expect(calls().map((c) => c.path)).toEqual(['payment-information']));
    expect(calls()[0].body.paymentMethod.extension_attributes).toEqual({ agreement_ids: [1], device_trial_consent: true });
  });

  it('check 9: without product consent the popup opens; consenting places the order', async () => {
    config = { ...config, bat_product_consent: { show_consent: true, consent_message: 'I consent to nicotine products.' } };
    renderStep(details());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    expect((await screen.findByRole('checkbox', { name: 'I consent to nicotine products.' })).getAttribute('aria-required')).toBe('true');
    fireEvent.click(await placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Your consent' });
    expect(screen.getAllByText(PRODUCT_CONSENT_REQUIRED).length).toBeGreaterThan(0);
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I consent' }));
    await waitFor(() => expect(calls().map((c) => c.path)).toEqual(['payment-information']));
    expect(calls()[0].body.paymentMethod.extension_attributes).toEqual({ agreement_ids: [1], product_consent: true });
  });
  it('check 8: a restricted mobile number stops the order in the browser with the store’s message', async () => {
    const RESTRICTED = 'Sorry, we are unable to accept orders with this mobile number. Please use a different number.';
    config = {
      ...config,
      restrictions: {
        enabled: true,
        restrictedPostcodes: [],
        restrictedAddresses: [],
        restrictedMobileNo: [HOME.telephone],
        errorMsg: 'No delivery here.',
        restrictedMobileNoErrorMsg: RESTRICTED,
      },
      bat_address_limit: { enabled: false, streetTotal: { max: 0, message: '' }, streetLines: [], company: null, region: null, city: null, postcode: null },
    };
    renderStep(details());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    fireEvent.click(await placeOrderButton());
    expect((await screen.findByRole('alert')).textContent).toBe(RESTRICTED);
    await waitFor(() => expect(document.activeElement?.id).toBe('place-order-check-message'));
    expect(calls()).toEqual([]);
  });

  it('check 6: a basket over the store’s maximum stops the order with the cart’s message', async () => {
    config = { ...config, cart_limits: { min: 1, max: 2 } };
    const value = details();
    value.totals = { ...value.totals, items: [{ item_id: 1, name: 'Pods', qty: 3 }] } as unknown as PaymentDetails['totals'];
    renderStep(value);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    fireEvent.click(await placeOrderButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your basket can hold at most 2 items. Please remove some to check out.');
    expect(calls()).toEqual([]);
  });
});
