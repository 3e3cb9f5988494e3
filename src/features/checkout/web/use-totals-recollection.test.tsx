// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PaymentDetails, Totals } from '../../../shared/web/api/types';
import { type RecollectionInput, TOTALS_RECOLLECT_DELAY_MS, useSummaryTotals, useTotalsRecollection } from './use-totals-recollection';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

const details = {
  payment_methods: [],
  totals: {} as Totals,
  extension_attributes: { selected_payment_method: 'worldpay_cc', billing_address: { country_id: 'NL' } },
} as unknown as PaymentDetails;
const london: RecollectionInput = { countryId: 'GB', postcode: 'SW1A 2AA', city: 'London', street: ['10 Downing Street'], method: undefined };
const saved = { grand_total: 5.99 } as Totals;

let calls: { body: { addressInformation: { address: Record<string, unknown> } }; signal: AbortSignal }[];
let answers: ((totals: Totals) => void)[];
let failures: (() => void)[];
beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answers = [];
  failures = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({ body: JSON.parse(String(init.body)), signal: init.signal! });
          answers.push((totals) => resolve(new Response(JSON.stringify(totals), { status: 200, headers: { 'content-type': 'application/json' } })));
          failures.push(() =>
            resolve(new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } })),
          );
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRecollection(enabled = true) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    ({ input }: { input: RecollectionInput }) => {
      useTotalsRecollection(input, details, enabled);
      return useSummaryTotals(saved);
    },
    { wrapper, initialProps: { input: london } },
  );
}

describe('totals recollection (spec 002 §5: 200 ms debounce, a running request aborted)', () => {
  it('asks nothing for the address the step opened with', () => {
    renderRecollection();
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(0);
  });

  it('asks once, 200 ms after the last change to the city, with the advanced conditions', () => {
    const { rerender } = renderRecollection();
    for (const city of ['L', 'Le', 'Lee', 'Leeds']) {
      rerender({ input: { ...london, city } });
      act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS - 50));
    }
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(50));
    expect(calls).toHaveLength(1);
    expect(calls[0].body.addressInformation.address).toEqual({
      countryId: 'GB',
      postcode: 'SW1A 2AA',
      city: 'Leeds',
      street: ['10 Downing Street'],
      extension_attributes: {
        advanced_conditions: { city: 'Leeds', shipping_address_line: ['10 Downing Street'], payment_method: 'worldpay_cc', billing_address_country: 'NL' },
      },
    });
  });

  it('aborts the running request when the street changes again, and the summary shows the last answer', async () => {
    const { rerender, result } = renderRecollection();
    rerender({ input: { ...london, street: ['11 Downing Street'] } });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    rerender({ input: { ...london, street: ['12 Downing Street'] } });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    expect(result.current).toBe(saved);
    await act(async () => answers[1]({ grand_total: 9.98 } as Totals));
    expect(result.current.grand_total).toBe(9.98);
  });

  it('shows the cart’s own totals again when the address goes back to the one the step opened with', async () => {
    const { rerender, result } = renderRecollection();
    rerender({ input: { ...london, city: 'Leeds' } });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    await act(async () => answers[0]({ grand_total: 9.98 } as Totals));
    expect(result.current.grand_total).toBe(9.98);
    rerender({ input: london });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    expect(calls).toHaveLength(1);
    expect(result.current).toBe(saved);
  });

  it('drops an earlier address’s totals when the estimate for the new one fails', async () => {
    const { rerender, result } = renderRecollection();
    rerender({ input: { ...london, city: 'Leeds' } });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    await act(async () => answers[0]({ grand_total: 9.98 } as Totals));
    rerender({ input: { ...london, city: 'York' } });
    act(() => vi.advanceTimersByTime(TOTALS_RECOLLECT_DELAY_MS));
    await act(async () => failures[1]());
    expect(result.current).toBe(saved);
  });

  it('asks nothing while the order goes to a gift registry', () => {
    const { rerender } = renderRecollection(false);
    rerender({ input: { ...london, city: 'Leeds' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(0);
  });
});
