// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Totals } from '../../../shared/web/api/types';
import { captchaHeaders } from './coupon-api';
import { DiscountCode } from './discount-code';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

const TOTALS: Totals = {
  grand_total: 10,
  subtotal: 10,
  subtotal_incl_tax: 10,
  discount_amount: 0,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  tax_amount: null,
  items_qty: 1,
  items: [],
  total_segments: [],
};

function renderBlock(totals: Totals) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DiscountCode totals={totals} />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url.endsWith('/coupon-captcha')) return new Response(JSON.stringify({ shown: false, required: false }));
    if (init.method === 'PUT') return new Response(JSON.stringify({ message: 'The coupon code "%1" is not valid.', parameters: ['NOPE'] }), { status: 404 });
    return new Response('true');
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DiscountCode (spec 000 §4 "Discount code")', () => {
  it('asks for a code before calling the server', () => {
    renderBlock(TOTALS);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Discount' }));
    expect(screen.getByRole('textbox', { name: 'Enter discount code' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/coupons/'))).toBe(false);
  });

  it('shows the server’s message when a code is refused', async () => {
    renderBlock(TOTALS);
    fireEvent.change(screen.getByRole('textbox', { name: 'Enter discount code' }), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The coupon code "NOPE" is not valid.'));
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe('/rest/default/V1/guest-carts/abc/coupons/NOPE');
  });

  it('reads as applied when the totals carry a coupon code', () => {
    renderBlock({ ...TOTALS, coupon_code: 'WELCOME10' });
    const field = screen.getByRole('textbox', { name: 'Enter discount code' }) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(field.value).toBe('WELCOME10');
    expect(screen.getByRole('button', { name: 'Cancel Coupon' })).toBeTruthy();
  });

  it('sends a captcha answer as headers, and nothing without one', () => {
    expect(captchaHeaders({ id: 'c1', answer: ' ab12 ' })).toEqual({ 'X-Captcha-Id': 'c1', 'X-Captcha': 'ab12' });
    expect(captchaHeaders({ id: 'c1', answer: '' })).toBeUndefined();
    expect(captchaHeaders()).toBeUndefined();
  });

  it('names the picture’s purpose, offers a question instead, and sends its answer the same way', async () => {
    const question = 'What is four plus three? Answer in digits.';
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/coupon-captcha'))
        return new Response(JSON.stringify({ shown: true, required: true, id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }));
      if (url.endsWith('/coupon-captcha?type=question')) return new Response(JSON.stringify({ shown: true, required: true, id: 'c2', question }));
      if (init.method === 'PUT') return new Response(JSON.stringify({ message: 'The coupon code "%1" is not valid.', parameters: ['NOPE'] }), { status: 404 });
      return new Response('true');
    });
    renderBlock(TOTALS);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Security check for the discount code: type the characters shown' })).toBeTruthy());
    const toQuestion = screen.getByRole('button', { name: 'Use a question instead' });
    toQuestion.focus();
    fireEvent.click(toQuestion);
    await waitFor(() => expect(screen.getByText(question)).toBeTruthy());
    expect(screen.getByText(question).closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(toQuestion);
    expect(toQuestion.textContent).toBe('Use a picture instead');
    const answer = screen.getByRole('textbox', { name: 'Please type the answer to the question below' });
    expect(document.getElementById(answer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(question);

    fireEvent.change(screen.getByRole('textbox', { name: 'Enter discount code' }), { target: { value: 'NOPE' } });
    fireEvent.change(answer, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Discount' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The coupon code "NOPE" is not valid.'));
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[1].headers).toMatchObject({ 'X-Captcha-Id': 'c2', 'X-Captcha': '7' });
    // A refused code asks again, with the type the shopper chose.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/coupon-captcha?type=question'))).toHaveLength(2));
    expect(screen.getByText(question)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use a picture instead' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Security check for the discount code: type the characters shown' })).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Please type the letters and numbers below' })).toBeTruthy();
  });
});
