// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PaymentDetails } from '../../../shared/web/api/types';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { useImperativeHandle } from 'react';
import { type AfterOrder, type MethodBlockProps, WebPaymentMethodsContext, webPaymentMethodRegistry } from '../../payment/web/method-plugin';
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

const BASE = '/rest/default/V1/guest-carts/abc';
const HOME = {
  firstname: 'Alex',
  lastname: 'Guest',
  street: ['10 Downing Street'],
  city: 'London',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+447400123456',
};
const OTHER = { ...HOME, street: ['1 Billing Road'], postcode: 'M1 1AA', city: 'Manchester' };
const TOTALS = { grand_total: 7.49, items_qty: 3, total_segments: [] };

const fetchMock = vi.fn();
/** The store's checkout config as `checkout/config` answers it (only the keys a test sets). */
let checkoutConfig: Record<string, unknown> = {};
beforeEach(() => {
  checkoutConfig = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url === `${BASE}/set-payment-information-and-get-totals`) return json(TOTALS);
    if (url === `${BASE}/billing-address`) return json(1);
    if (url === `${BASE}/payment-information`) return json(details());
    if (url === '/rest/default/V1/checkout/config') return json(checkoutConfig);
    return json({});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function details(billing: typeof HOME | null = HOME, method = { carrier: 'flatrate', code: 'flatrate' }): PaymentDetails {
  return {
    payment_methods: [
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'checkmo', title: 'Check / Money order' },
    ],
    totals: TOTALS as unknown as PaymentDetails['totals'],
    extension_attributes: { shipping_address: HOME, billing_address: billing, shipping_carrier_code: method.carrier, shipping_method_code: method.code },
  };
}

function renderStep(value: PaymentDetails) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The payment information the checkout page holds (it reads it again when told to).
  client.setQueryData(cartKeys.paymentInformation('guest:abc'), value);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentStep details={value} isGuest />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The calls the step sent, in order: path and body. */
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ path: String(url).replace(`${BASE}/`, ''), body: JSON.parse(String(init.body)) }));

describe('the billing address when the payment method changes (spec 001 §4)', () => {
  it('re-sends the delivery address while billing is the same as shipping, after each new method is saved', async () => {
    renderStep(details());
    expect(screen.getByRole('checkbox', { name: 'My billing and shipping address are the same' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await waitFor(() => expect(sent().map((c) => c.path)).toEqual(['set-payment-information-and-get-totals', 'billing-address']));
    expect(sent()[0].body).toEqual({ paymentMethod: { method: 'cashondelivery' } });
    expect(sent()[1].body).toEqual({ address: HOME });

    fireEvent.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    await waitFor(() => expect(sent()).toHaveLength(4));
    expect(sent()[2]).toEqual({ path: 'set-payment-information-and-get-totals', body: { paymentMethod: { method: 'checkmo' } } });
    expect(sent()[3]).toEqual({ path: 'billing-address', body: { address: HOME } });
  });

  it('re-sends a separate billing address the shopper chose', async () => {
    renderStep(details(OTHER));
    fireEvent.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    await waitFor(() => expect(sent().map((c) => c.path)).toEqual(['set-payment-information-and-get-totals', 'billing-address']));
    expect(sent()[1].body).toEqual({ address: OTHER });
  });

  it('sends nothing for billing while its form is still to be filled (Place Order validates and sends it)', async () => {
    // The pickup point method: no 'same as shipping', and no billing address on the cart yet.
    renderStep(details(null, { carrier: 'colissimo', code: 'pickup' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await waitFor(() => expect(sent().map((c) => c.path)).toEqual(['set-payment-information-and-get-totals']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent().map((c) => c.path)).toEqual(['set-payment-information-and-get-totals']);
  });
});

describe('the payment step’s headings and summary (spec 002 §2)', () => {
  it('shows the headings Payment Method and Payment Information, and the amount to pay with the item count', async () => {
    renderStep(details());
    expect(await screen.findByRole('heading', { name: 'Payment Method' })).toBeTruthy();
    const information = screen.getByRole('region', { name: 'Payment Information' });
    expect(information.textContent).toBe('Payment InformationAmount to pay: £7.49 (3 items)');
  });
});

describe('the automatic age check above the payment methods (spec 001 §2)', () => {
  const AGE_CONFIG = {
    isVerified: false,
    isVerificationRequired: true,
    status: 'pending',
    attemptsLeft: 3,
    IDScan: {
      enabled: false,
      isVerificationRequired: false,
      attemptsLeft: 3,
      failedMessage: '',
      maxAttemptsMessage: '',
      supportPhone: '',
      supportEmail: '',
      submitUrl: '/idscan/submit',
    },
    ageVerifyWithIdscan: { IdscanWithAgeVerificationEnabled: false },
    paths: { config: '/age-verification', verify: '/age-verification/verify', refer: '/age-verification/refer', idScan: '/idscan/submit' },
  };

  /** The age config says "must verify"; the verify call answers when the test says so. */
  function withAgeCheck(answer: object) {
    let answerNow: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    const fallback = fetchMock.getMockImplementation()!;
    let verified = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === `${BASE}/age-verification`) return json(verified ? { ...AGE_CONFIG, isVerified: true, isVerificationRequired: false } : AGE_CONFIG);
      if (url === `${BASE}/age-verification/verify`) {
        await answered;
        verified = (answer as { verificationSuccess?: boolean }).verificationSuccess === true;
        return json(answer);
      }
      return fallback(url, init);
    });
    return answerNow;
  }

  it('the methods wait while the check runs (its block then goes and would move them under the pointer); they are offered once it has passed', async () => {
    const answer = withAgeCheck({
      verificationSuccess: true,
      verificationRequired: true,
      refer: false,
      exceededMaxAttempts: false,
      message: '',
      attemptsLeft: 3,
    });
    renderStep(details());
    expect(await screen.findByText('We are verifying your age.')).toBeTruthy();
    const cod = screen.getByRole('radio', { name: 'Cash On Delivery' });
    expect(cod).toHaveProperty('disabled', true);
    answer();
    await waitFor(() => expect(screen.queryByText('We are verifying your age.')).toBeNull());
    expect(cod).toHaveProperty('disabled', false);
    fireEvent.click(cod);
    expect(cod).toHaveProperty('checked', true);
  });

  it('a referred shopper can choose a method while the proof is asked', async () => {
    const answer = withAgeCheck({
      verificationSuccess: false,
      verificationRequired: true,
      refer: true,
      exceededMaxAttempts: false,
      message: '',
      attemptsLeft: 3,
    });
    renderStep(details());
    const cod = await screen.findByRole('radio', { name: 'Cash On Delivery' });
    await waitFor(() => expect(cod).toHaveProperty('disabled', true));
    answer();
    await waitFor(() => expect(cod).toHaveProperty('disabled', false));
    expect(screen.queryByText('We are verifying your age.')).toBeNull();
  });
});

describe('the billing address settings of the checkout config (spec 001 §3)', () => {
  const paymentInformationStale = (client: QueryClient) => client.getQueryState(cartKeys.paymentInformation('guest:abc'))?.isInvalidated;

  async function untickAndReadAgain(client: QueryClient) {
    // The 'same as shipping' box sends the delivery address again as the billing address.
    const same = screen.getByRole('checkbox', { name: 'My billing and shipping address are the same' });
    fireEvent.click(same);
    fireEvent.click(same);
    await waitFor(() => expect(sent().map((c) => c.path)).toEqual(['billing-address']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    return paymentInformationStale(client);
  }

  it('reloadOnBillingAddress: the payment methods and totals are read again once the billing address is saved', async () => {
    checkoutConfig = { reloadOnBillingAddress: true };
    const client = renderStep(details());
    await waitFor(() => expect(client.getQueryData(['checkout', 'config'])).toEqual(checkoutConfig));
    expect(await untickAndReadAgain(client)).toBe(true);
  });

  it('without reloadOnBillingAddress the saved billing address leaves the payment information as it is', async () => {
    checkoutConfig = { reloadOnBillingAddress: false };
    const client = renderStep(details());
    await waitFor(() => expect(client.getQueryData(['checkout', 'config'])).toEqual(checkoutConfig));
    expect(await untickAndReadAgain(client)).toBe(false);
  });

  const billingSection = () => screen.queryByRole('region', { name: 'Cardholder’s details' });

  it('displayBillingOnPaymentMethod: the billing address shows inside the chosen method’s block, before its terms', async () => {
    checkoutConfig = { displayBillingOnPaymentMethod: true };
    const client = renderStep(details());
    await waitFor(() => expect(client.getQueryData(['checkout', 'config'])).toEqual(checkoutConfig));
    expect(billingSection()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    const section = await screen.findByRole('region', { name: 'Cardholder’s details' });
    expect(section.parentElement?.className).toBe('payment-method-billing');
  });

  it('otherwise the billing address shows once on the payment page, before a method is chosen', async () => {
    checkoutConfig = { displayBillingOnPaymentMethod: false };
    const client = renderStep(details());
    await waitFor(() => expect(client.getQueryData(['checkout', 'config'])).toEqual(checkoutConfig));
    expect(billingSection()?.parentElement?.className).toBe('payment-step');
    fireEvent.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await waitFor(() => expect(sent().length).toBeGreaterThan(0));
    expect(screen.getAllByRole('region', { name: 'Cardholder’s details' })).toHaveLength(1);
    expect(billingSection()?.parentElement?.className).toBe('payment-step');
  });
});

const afterOrder = vi.fn((_: Record<string, unknown> | undefined): AfterOrder => ({ kind: 'stay' }));
/** A method's block as a plug-in writes one: it collects a token and says where to go after the order. */
function TokenBlock({ ref, code, billingCountry }: MethodBlockProps) {
  useImperativeHandle(ref, () => ({ collect: async () => ({ token: `tok-${code}-${billingCountry}` }), afterOrder }));
  return <p>Pay with your token</p>;
}
const registry = webPaymentMethodRegistry([{ matches: (code) => code === 'checkmo', Block: TokenBlock, placeOrderLabel: 'payment.placeOrder.payAndPlace' }]);

describe('a payment method’s browser half, found in the app’s registry (checkout never names a method)', () => {
  it('shows the chosen method’s block and its button words, sends what the block collects, and asks it where to go after the order', async () => {
    checkoutConfig = { retailerCode: { enabled: false } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const withEmail = { ...details(), extension_attributes: { ...details().extension_attributes, email: 'alex@example.com' } };
    client.setQueryData(cartKeys.paymentInformation('guest:abc'), withEmail);
    render(
      <QueryClientProvider client={client}>
        <WebPaymentMethodsContext value={registry}>
          <MemoryRouter>
            <PaymentStep details={withEmail} isGuest />
          </MemoryRouter>
        </WebPaymentMethodsContext>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    expect(screen.queryByText('Pay with your token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Check / Money order' }));
    expect(await screen.findByText('Pay with your token')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay and place order' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Pay and place order' }));

    await waitFor(() => expect(sent().some((call) => call.path === 'payment-information')).toBe(true));
    const order = sent().find((call) => call.path === 'payment-information')!;
    expect(order.body.paymentMethod).toMatchObject({ method: 'checkmo', additional_data: { token: 'tok-checkmo-GB' } });
    await waitFor(() => expect(afterOrder).toHaveBeenCalledWith({ token: 'tok-checkmo-GB' }));
  });
});
