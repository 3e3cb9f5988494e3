// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Clock } from '../../../shared/domain/clock';
import { cartKeys } from '../../../shared/web/api/query-keys';
import type { PaymentDetails, Totals, TotalsItem } from '../../../shared/web/api/types';
import { checkoutConfigQuery } from './checkout-config';
import { OrderSummary } from './order-summary';
import { resetSummaryOpen } from './use-summary-open';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

// 28 November 2026, late evening in London.
const clock: Clock = { now: () => new Date('2026-11-28T22:30:00Z') };
const subscribed = { create_new_subscription_at_checkout: true, interval: 1 };
const oneTime = { create_new_subscription_at_checkout: false, interval: 0 };
const jane = {
  front: { text: 'Jane', typeface: 'Script', orientation: 'Horizontal', pattern: 'Waves', icon: 'Heart' },
  back: { text: 'Est. 2024', typeface: 'Modern Sans', orientation: 'Vertical' },
};

const line = (id: number, name: string, extra: Partial<TotalsItem> = {}): TotalsItem => ({
  item_id: id,
  name,
  qty: 1,
  row_total: 4.99,
  row_total_incl_tax: 5.99,
  tax_amount: 1,
  options: '[]',
  extension_attributes: { personalisation: null, subscription_option: oneTime },
  ...extra,
});

function totalsOf(items: TotalsItem[]): Totals {
  return {
    grand_total: 17.97,
    subtotal: 14.97,
    subtotal_incl_tax: 17.97,
    discount_amount: 0,
    shipping_amount: 0,
    shipping_incl_tax: 0,
    tax_amount: 3,
    items_qty: items.reduce((s, i) => s + i.qty, 0),
    items,
    total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 17.97 }],
    coupon_code: null,
  };
}

const config = {
  maxCartItemsToDisplay: 2,
  shipping_tax_display: 'including',
  shippingPolicy: { isEnabled: true, shippingPolicyContent: 'Dispatched the same day before 2pm.' },
  indTaxEnabled: true,
  indTaxAmount: 31.45,
  indTaxLabel: 'Approximate taxes',
  storeTimeZone: 'Europe/London',
  retailerCode: { enabled: false },
};
const trial = {
  hasDeviceTrialProductsInCart: true,
  deviceTrialShowInSummary: true,
  deviceTrialCheckboxEnabled: true,
  deviceTrialDuration: 14,
  deviceTrialBillingDate: '2026-12-12',
  deviceTrialReturnDate: '2026-12-11',
};

function renderSummary(totals: Totals, overrides: Partial<typeof config> = {}, deviceTrial: typeof trial | undefined = trial) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(checkoutConfigQuery.queryKey, { ...config, ...overrides } as never);
  client.setQueryData(cartKeys.paymentInformation('guest:abc'), {
    payment_methods: [],
    totals,
    extension_attributes: { device_trial: deviceTrial },
  } as PaymentDetails);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderSummary totals={totals} clock={clock} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toggle = () => screen.getByRole('button', { name: /^Your Order/ });
const body = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

function widthIs(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  resetSummaryOpen();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Your Order' as a disclosure (spec 002 §2)", () => {
  it('is collapsed below 768 px, with the count and grand total in its header', () => {
    widthIs(375);
    renderSummary(totalsOf([line(1, 'Crisp Mint', { qty: 2 }), line(2, 'Dark Cherry')]));
    expect(toggle()).toHaveProperty('ariaExpanded', 'false');
    expect(toggle().textContent).toBe('Your Order3 Items in CartGrand Total £17.97');
    expect(body().hidden).toBe(true);
    expect(screen.getByRole('region', { name: 'Your Order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to basket' })).toBeTruthy();
  });

  it('is open from 768 px, and the shopper’s choice outlives the summary', () => {
    widthIs(1280);
    const { unmount } = renderSummary(totalsOf([line(1, 'Crisp Mint')]));
    expect(toggle()).toHaveProperty('ariaExpanded', 'true');
    expect(body().hidden).toBe(false);
    fireEvent.click(toggle());
    expect(toggle()).toHaveProperty('ariaExpanded', 'false');
    expect(sessionStorage.getItem('checkout.summaryOpen')).toBe('0');
    unmount();
    renderSummary(totalsOf([line(1, 'Crisp Mint')]));
    expect(toggle()).toHaveProperty('ariaExpanded', 'false');
    expect(body().hidden).toBe(true);
  });
});

describe('the lines', () => {
  beforeEach(() => widthIs(1280));

  it('lists the last N lines and links to the basket with View and Edit Cart when there are more', () => {
    renderSummary(totalsOf([line(1, 'First'), line(2, 'Second'), line(3, 'Third')]));
    const names = [...body().querySelectorAll('.summary-name')].map((n) => n.textContent);
    expect(names).toEqual(['Second', 'Third']);
    expect(screen.getByRole('link', { name: 'View and Edit Cart' }).getAttribute('href')).toBe('/checkout/cart');
  });

  it('has no View and Edit Cart link with N lines or fewer', () => {
    renderSummary(totalsOf([line(1, 'First'), line(2, 'Second')]));
    expect(screen.queryByRole('link', { name: 'View and Edit Cart' })).toBeNull();
  });

  it.each([
    ['including', ['Qty 1', 'Subtotal £5.99']],
    ['excluding', ['Qty 1', 'Subtotal £4.99']],
    ['both', ['Qty 1', 'Excl. Tax £4.99', 'Incl. Tax £5.99']],
  ] as const)('shows the subtotal %s tax', (mode, rows) => {
    renderSummary(totalsOf([line(1, 'Crisp Mint')]), { shipping_tax_display: mode });
    const details = [...body().querySelectorAll('.summary-details > div')].map(
      (d) => `${d.querySelector('dt')!.textContent} ${d.querySelector('dd')!.textContent}`,
    );
    expect(details).toEqual(rows);
  });

  it('shows the engraving in full and the subscription rows with the next processing date', () => {
    const options = JSON.stringify([
      { label: 'Subscription', value: 'Every 1 month(s)' },
      { label: 'Front engraving', value: 'Jane' },
    ]);
    renderSummary(
      totalsOf([
        line(1, 'ePen 3', { options, extension_attributes: { personalisation: jane, subscription_option: oneTime } }),
        line(2, 'Crisp Mint', { options, extension_attributes: { personalisation: null, subscription_option: subscribed } }),
      ]),
    );
    const [pen, pods] = within(body()).getAllByRole('listitem');
    expect(
      within(pen)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '£5.99', '"Jane" — Script, Horizontal, Waves, Heart', '"Est. 2024" — Modern Sans, Vertical']);
    expect(within(pen).queryByText('Next processing date')).toBeNull();
    const rows = [...pods.querySelectorAll('.summary-details > div')].map(
      (d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`,
    );
    expect(rows).toEqual(['Qty: 1', 'Subscription: Monthly subscription', 'Next processing date: 28/12/26', 'Subtotal: £5.99']);
  });

  it('shows no subscription rows for a subscription without an interval', () => {
    renderSummary(
      totalsOf([line(1, 'Crisp Mint', { extension_attributes: { subscription_option: { create_new_subscription_at_checkout: true, interval: 0 } } })]),
    );
    expect(screen.queryByText('Next processing date')).toBeNull();
  });
});

describe("the summary's notes", () => {
  beforeEach(() => widthIs(1280));

  it('shows the indirect taxes as the store’s rate of the grand total, and the device trial note', () => {
    renderSummary(totalsOf([line(1, 'ePod 2 trial')]));
    const indirect = body().querySelector('.summary-indirect-tax')!;
    expect(indirect.textContent).toBe('Approximate taxes£5.65');
    expect(body().querySelector('.summary-device-trial')!.textContent).toBe('14 day trial Amount to be taken on 12/12/2026');
  });

  it('shows neither where the store and the cart say not', () => {
    renderSummary(totalsOf([line(1, 'Crisp Mint')]), { indTaxEnabled: false }, { ...trial, deviceTrialShowInSummary: false });
    expect(body().querySelector('.summary-indirect-tax')).toBeNull();
    expect(body().querySelector('.summary-device-trial')).toBeNull();
  });

  it('toggles the shipping policy, which describes its button, and hides it with Escape', () => {
    renderSummary(totalsOf([line(1, 'Crisp Mint')]));
    const button = screen.getByRole('button', { name: 'Shipping policy' });
    const tip = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toBe('Dispatched the same day before 2pm.');
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    expect(button).toHaveProperty('ariaExpanded', 'true');
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('has no shipping policy where the store has none', () => {
    renderSummary(totalsOf([line(1, 'Crisp Mint')]), { shippingPolicy: { isEnabled: false, shippingPolicyContent: '' } });
    expect(screen.queryByRole('button', { name: 'Shipping policy' })).toBeNull();
  });
});
