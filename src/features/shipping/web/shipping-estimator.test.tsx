// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DirectoryCountry, EstimatedShippingRate, Totals } from '../../../shared/web/api/types';
import { ESTIMATE_STORAGE_KEY } from './estimate-draft';
import { ShippingEstimator, type ShippingEstimatorProps } from './shipping-estimator';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

const GB: DirectoryCountry = {
  id: 'GB',
  two_letter_abbreviation: 'GB',
  three_letter_abbreviation: 'GBR',
  full_name_locale: 'United Kingdom',
  full_name_english: 'United Kingdom',
  extension_attributes: {
    is_default: true,
    is_region_required: false,
    is_region_visible: true,
    is_zipcode_optional: false,
    postcode_patterns: [{ pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', flags: 'i', example: 'AB12 3CD' }],
  },
};
const US: DirectoryCountry = {
  id: 'US',
  two_letter_abbreviation: 'US',
  three_letter_abbreviation: 'USA',
  full_name_locale: 'United States of America',
  full_name_english: 'United States of America',
  available_regions: [
    { id: '12', code: 'CA', name: 'California' },
    { id: '43', code: 'NY', name: 'New York' },
  ],
  extension_attributes: {
    is_default: false,
    is_region_required: true,
    is_region_visible: true,
    is_zipcode_optional: false,
    postcode_patterns: [{ pattern: '^\\d{5}(-\\d{4})?$', flags: '', example: '12345' }],
  },
};

const rate = (over: Partial<EstimatedShippingRate>): EstimatedShippingRate => ({
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  amount: 3.99,
  base_amount: 3.99,
  available: true,
  error_message: '',
  price_excl_tax: 3.32,
  price_incl_tax: 3.99,
  extension_attributes: { tooltip_message: 'Delivered in 3–5 working days.' },
  ...over,
});
const FLAT = rate({});
const EXPRESS = rate({
  carrier_code: 'express1',
  method_code: 'express1',
  carrier_title: 'Express Delivery',
  method_title: 'Next Working Day',
  amount: 5.99,
  price_incl_tax: 5.99,
  extension_attributes: { tooltip_message: '' },
});
const TABLE_UNAVAILABLE = rate({
  carrier_code: 'tablerate',
  method_code: 'bestway',
  carrier_title: 'Tracked Delivery',
  method_title: 'Tracked 48',
  available: false,
  error_message: 'Field Zip/Postal Code is required.',
  amount: 0,
  price_incl_tax: 0,
});

const TOTALS: Totals = {
  grand_total: 9.98,
  subtotal: 5.99,
  subtotal_incl_tax: 5.99,
  discount_amount: 0,
  shipping_amount: 3.32,
  shipping_incl_tax: 3.99,
  tax_amount: 1.66,
  items_qty: 1,
  items: [],
  total_segments: [{ code: 'grand_total', title: 'Order Total', value: 9.98 }],
};

const ESTIMATE_URL = '/rest/default/V1/guest-carts/abc/estimate-shipping-methods';
const TOTALS_URL = '/rest/default/V1/guest-carts/abc/totals-information';

type Handler = (body: unknown, init: RequestInit) => Response | Promise<Response>;
const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });

let ratesHandler: Handler;
let totalsHandler: Handler;
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  if (url === '/rest/default/V1/directory/countries') return json([GB, US]);
  if (url === ESTIMATE_URL) return ratesHandler(body, init);
  if (url === TOTALS_URL) return totalsHandler(body, init);
  return json({ message: 'unexpected' }, 404);
});

const callsTo = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const bodiesTo = (url: string) => callsTo(url).map(([, init]) => JSON.parse(String(init.body)));

function renderEstimator(props: Partial<ShippingEstimatorProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const all: ShippingEstimatorProps = { dataId: 1, isVirtual: false, onTotals: vi.fn(), ...props };
  const ui = (p: ShippingEstimatorProps) => (
    <QueryClientProvider client={client}>
      <ShippingEstimator {...p} />
    </QueryClientProvider>
  );
  const view = render(ui(all));
  return { ...view, props: all, rerender: (next: Partial<ShippingEstimatorProps>) => view.rerender(ui({ ...all, ...next })) };
}

const openBlock = (name = 'Estimate Shipping and Tax') => fireEvent.click(screen.getByRole('button', { name }));
const postcodeField = () => screen.getByRole('textbox', { name: 'Zip/Postal Code' }) as HTMLInputElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockClear();
  ratesHandler = () => json([FLAT]);
  totalsHandler = () => json(TOTALS);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShippingEstimator (spec 000 §4 "Shipping estimation")', () => {
  it('is a closed disclosure until opened, then asks for the store country GB', async () => {
    renderEstimator();
    const toggle = screen.getByRole('button', { name: 'Estimate Shipping and Tax' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    openBlock();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('GB'));
    await screen.findByRole('radio', { name: 'Fixed £3.99' });
    expect(bodiesTo(ESTIMATE_URL)).toEqual([{ address: { country_id: 'GB', region: null, region_id: null, postcode: null } }]);
  });

  it('lists the rates grouped by carrier, with price and delivery promise', async () => {
    ratesHandler = () => json([FLAT, EXPRESS]);
    renderEstimator();
    openBlock();
    const group = await screen.findByRole('group', { name: 'Shipping Method' });
    const flat = within(group).getByRole('group', { name: 'Flat Rate' });
    const express = within(group).getByRole('group', { name: 'Express Delivery' });
    const fixed = within(flat).getByRole('radio', { name: 'Fixed £3.99' });
    expect(within(express).getByRole('radio', { name: 'Next Working Day £5.99' })).toBeTruthy();
    expect(fixed.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(fixed.getAttribute('aria-describedby')!)?.textContent).toBe('Delivered in 3–5 working days.');
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === '2 shipping methods available.')).toBe(true));
  });

  it('shows why a rate is unavailable instead of a radio', async () => {
    ratesHandler = () => json([FLAT, TABLE_UNAVAILABLE]);
    renderEstimator();
    openBlock();
    const tracked = await screen.findByRole('group', { name: 'Tracked Delivery' });
    expect(within(tracked).getByText('Field Zip/Postal Code is required.')).toBeTruthy();
    expect(within(tracked).queryByRole('radio')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('says so when there are no quotes', async () => {
    ratesHandler = () => json([]);
    renderEstimator();
    openBlock();
    expect(await screen.findByText('Sorry, no quotes are available for this order at this time', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows an empty rate list when the rate call fails', async () => {
    ratesHandler = () => json({ message: 'Internal Error. Details are available in Magento log file. Report ID: %1', parameters: ['x'] }, 500);
    renderEstimator();
    openBlock();
    expect(await screen.findByText('Sorry, no quotes are available for this order at this time', { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
  });

  it('aborts a running rate request when the address changes', async () => {
    const signals: AbortSignal[] = [];
    ratesHandler = (_body, init) => {
      signals.push(init.signal as AbortSignal);
      if (signals.length > 1) return json([FLAT]);
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    renderEstimator();
    openBlock();
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(postcodeField(), { target: { value: 'GL1 1AA' } });
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0].aborted).toBe(true);
    await screen.findByRole('radio', { name: 'Fixed £3.99' });
  });

  it('waits 200 ms after typing before asking again', async () => {
    renderEstimator();
    openBlock();
    await screen.findByRole('radio', { name: 'Fixed £3.99' });
    fireEvent.change(postcodeField(), { target: { value: 'G' } });
    fireEvent.change(postcodeField(), { target: { value: 'GL' } });
    fireEvent.change(postcodeField(), { target: { value: 'GL1 1AA' } });
    await act(() => sleep(100));
    expect(callsTo(ESTIMATE_URL)).toHaveLength(1);
    await waitFor(() => expect(callsTo(ESTIMATE_URL)).toHaveLength(2));
    expect(bodiesTo(ESTIMATE_URL)[1].address.postcode).toBe('GL1 1AA');
  });

  it('caches rates per address and cart version', async () => {
    const view = renderEstimator({ dataId: 1 });
    openBlock();
    await screen.findByRole('radio', { name: 'Fixed £3.99' });
    expect(callsTo(ESTIMATE_URL)).toHaveLength(1);

    view.rerender({ dataId: 1 });
    fireEvent.change(postcodeField(), { target: { value: 'GL1 1AA' } });
    await waitFor(() => expect(callsTo(ESTIMATE_URL)).toHaveLength(2));
    fireEvent.change(postcodeField(), { target: { value: '' } });
    await act(() => sleep(400));
    expect(callsTo(ESTIMATE_URL)).toHaveLength(2); // back to the first address on the same cart version: cached

    view.rerender({ dataId: 2 });
    await waitFor(() => expect(callsTo(ESTIMATE_URL)).toHaveLength(3)); // a new cart version asks again
    expect(bodiesTo(ESTIMATE_URL)[2].address.postcode).toBeNull();
  });
});

describe('ShippingEstimator address checks (spec 000 §5)', () => {
  it('warns about a postcode of the wrong shape 500 ms after the change, not before', async () => {
    renderEstimator();
    openBlock();
    await screen.findByRole('radio', { name: 'Fixed £3.99' });
    vi.useFakeTimers();
    fireEvent.change(postcodeField(), { target: { value: '12345' } });
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByText(/seems to be invalid/)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    const text = 'Provided Zip/Postal Code seems to be invalid. Example: AB12 3CD. If you believe it is the right one you can ignore this notice.';
    const hint = document.getElementById(postcodeField().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(text);
    expect(screen.getAllByRole('status').some((s) => s.textContent === text)).toBe(true);
    // Only a warning: the field is not invalid.
    expect(postcodeField().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(postcodeField(), { target: { value: 'GL1 1AA' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText(/seems to be invalid/)).toBeNull();
  });

  it('requires a region only where the country says so, and a postcode unless optional', async () => {
    renderEstimator();
    openBlock();
    const country = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    await waitFor(() => expect(country.disabled).toBe(false));
    const gbRegion = screen.getByRole('textbox', { name: 'State/Province' });
    expect(gbRegion.getAttribute('aria-required')).toBeNull();
    expect(postcodeField().getAttribute('aria-required')).toBe('true');
    fireEvent.blur(gbRegion);
    expect(screen.queryByText('This is a required field.')).toBeNull();

    fireEvent.change(country, { target: { value: 'US' } });
    const usRegion = screen.getByRole('combobox', { name: 'State/Province' }) as HTMLSelectElement;
    expect(usRegion.getAttribute('aria-required')).toBe('true');
    expect(within(usRegion).getByRole('option', { name: 'California' })).toBeTruthy();
    fireEvent.blur(usRegion);
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    fireEvent.change(usRegion, { target: { value: '12' } });
    expect(screen.queryByText('This is a required field.')).toBeNull();
    await waitFor(() => expect(bodiesTo(ESTIMATE_URL).at(-1)).toEqual({ address: { country_id: 'US', region: 'California', region_id: 12, postcode: null } }));
  });
});

describe('ShippingEstimator totals (spec 000 §4, §7)', () => {
  it('posts totals-information with the chosen method and hands the totals over', async () => {
    const onTotals = vi.fn();
    renderEstimator({ onTotals });
    openBlock();
    fireEvent.change(postcodeField(), { target: { value: 'SW1A 1AA' } });
    const fixed = await screen.findByRole('radio', { name: 'Fixed £3.99' });
    expect(callsTo(TOTALS_URL)).toHaveLength(0); // nothing chosen yet
    fireEvent.click(fixed);
    expect((fixed as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(onTotals).toHaveBeenCalledWith(TOTALS));
    expect(bodiesTo(TOTALS_URL)).toEqual([
      {
        addressInformation: {
          address: { countryId: 'GB', region: null, regionId: null, postcode: 'SW1A 1AA' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Order totals updated.')).toBe(true));
    expect(JSON.parse(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)!).method).toEqual({ carrierCode: 'flatrate', methodCode: 'flatrate' });
  });

  it('remembers the chosen method across a remount and re-estimates the totals for a new address', async () => {
    const onTotals = vi.fn();
    const first = renderEstimator({ onTotals });
    openBlock();
    fireEvent.click(await screen.findByRole('radio', { name: 'Fixed £3.99' }));
    await waitFor(() => expect(onTotals).toHaveBeenCalledTimes(1));
    first.unmount();

    renderEstimator({ onTotals });
    expect(((await screen.findByRole('radio', { name: 'Fixed £3.99' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(postcodeField(), { target: { value: 'GL1 1AA' } });
    await waitFor(() => expect(bodiesTo(TOTALS_URL).some((b) => b.addressInformation.address.postcode === 'GL1 1AA')).toBe(true));
    expect(bodiesTo(TOTALS_URL).at(-1).addressInformation.shipping_method_code).toBe('flatrate');
  });

  it('clears a chosen method the new address does not offer', async () => {
    ratesHandler = (body) => json((body as { address: { postcode: string | null } }).address.postcode === 'HS1 2AA' ? [EXPRESS] : [FLAT, EXPRESS]);
    renderEstimator();
    openBlock();
    fireEvent.click(await screen.findByRole('radio', { name: 'Fixed £3.99' }));
    fireEvent.change(postcodeField(), { target: { value: 'HS1 2AA' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Fixed £3.99' })).toBeNull());
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)!).method).toBeNull());
    expect((screen.getByRole('radio', { name: 'Next Working Day £5.99' }) as HTMLInputElement).checked).toBe(false);
  });

  it('estimates only tax for a virtual basket, from the same fields and without rates', async () => {
    const onTotals = vi.fn();
    renderEstimator({ isVirtual: true, onTotals });
    openBlock('Estimate Tax');
    await waitFor(() => expect(onTotals).toHaveBeenCalledWith(TOTALS));
    expect(callsTo(ESTIMATE_URL)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
    expect(bodiesTo(TOTALS_URL)[0]).toEqual({
      addressInformation: {
        address: { countryId: 'GB', region: null, regionId: null, postcode: null },
        shipping_carrier_code: null,
        shipping_method_code: null,
      },
    });
  });
});
