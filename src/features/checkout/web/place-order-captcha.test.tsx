// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { PlaceOrderCaptchaField, usePlaceOrderCaptcha } from './place-order-captcha';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

/** The payment step's use of the captcha: the field, and what Place Order would send. */
function Harness() {
  const captcha = usePlaceOrderCaptcha();
  const [sent, setSent] = useState('');
  return (
    <>
      <PlaceOrderCaptchaField captcha={captcha} />
      <button type="button" onClick={() => setSent(JSON.stringify(captcha.collect() ?? null))}>
        Place Order
      </button>
      <output>{sent}</output>
    </>
  );
}

const fetchMock = vi.fn();
let challenges: object[] = [];

beforeEach(() => {
  challenges = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(challenges.shift() ?? { shown: false, required: false })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHarness() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const group = () => screen.queryByRole('group', { name: 'Security check for Place Order' });
const field = () => screen.getByRole('textbox', { name: 'Please type the letters and numbers below' }) as HTMLInputElement;
const questionField = () => screen.getByRole('textbox', { name: 'Please type the answer to the question below' }) as HTMLInputElement;
const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('the place-order captcha on the payment step (spec 002 §7)', () => {
  it('shows nothing and sends no answer while no captcha is required', async () => {
    renderHarness();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/rest/default/V1/guest-carts/abc/place-order-captcha', expect.anything()));
    expect(group()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('status').textContent).toBe('null');
  });

  it('asks for the answer while required, then sends it with the challenge id', async () => {
    challenges = [{ shown: true, required: true, id: 'c1', image: IMAGE }];
    renderHarness();
    await waitFor(() => expect(group()).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Security check for placing your order: type the characters shown' }).getAttribute('src')).toBe(IMAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field.')).toBeTruthy();
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'k7mpx' } });
    expect(screen.queryByText('This is a required field.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ id: 'c1', answer: 'k7mpx' });
  });

  it('offers a question instead of the picture, read out in place of it, the focus kept on the switch; and back', async () => {
    challenges = [
      { shown: true, required: true, id: 'c1', image: IMAGE },
      { shown: true, required: true, id: 'c2', question: 'What is four plus three? Answer in digits.' },
      { shown: true, required: true, id: 'c3', image: IMAGE },
    ];
    renderHarness();
    await waitFor(() => expect(group()).not.toBeNull());
    fireEvent.change(field(), { target: { value: 'ABCDE' } });
    const toQuestion = screen.getByRole('button', { name: 'Use a question instead' });
    toQuestion.focus();
    fireEvent.click(toQuestion);
    await waitFor(() => expect(screen.getByText('What is four plus three? Answer in digits.')).toBeTruthy());
    expect(fetchMock).toHaveBeenLastCalledWith('/rest/default/V1/guest-carts/abc/place-order-captcha?type=question', expect.anything());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('What is four plus three? Answer in digits.').closest('[aria-live="polite"]')).not.toBeNull();
    // One switch, its words changed: the focus stays where the shopper left it.
    expect(document.activeElement).toBe(toQuestion);
    expect(toQuestion.textContent).toBe('Use a picture instead');
    expect(questionField().value).toBe('');
    expect(questionField().getAttribute('inputmode')).toBe('numeric');
    const described = (questionField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['What is four plus three? Answer in digits.']);
    expect(screen.getByRole('button', { name: 'Ask another question' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(document.activeElement).toBe(questionField());
    expect(questionField().getAttribute('aria-describedby')).toMatch(/ .*-error$/);
    fireEvent.change(questionField(), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ id: 'c2', answer: '7' });

    fireEvent.click(screen.getByRole('button', { name: 'Use a picture instead' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Security check for placing your order: type the characters shown' })).toBeTruthy());
    expect(fetchMock).toHaveBeenLastCalledWith('/rest/default/V1/guest-carts/abc/place-order-captcha', expect.anything());
    expect(screen.queryByText('What is four plus three? Answer in digits.')).toBeNull();
    fireEvent.change(field(), { target: { value: 'K7MPX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ id: 'c3', answer: 'K7MPX' });
  });

  it('starts a reloaded challenge with an empty answer', async () => {
    challenges = [
      { shown: true, required: true, id: 'c1', image: IMAGE },
      { shown: true, required: true, id: 'c2', image: IMAGE },
    ];
    renderHarness();
    await waitFor(() => expect(group()).not.toBeNull());
    fireEvent.change(field(), { target: { value: 'ABCDE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reload captcha' }));
    await waitFor(() => expect(field().value).toBe(''));
    fireEvent.change(field(), { target: { value: 'K7MPX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ id: 'c2', answer: 'K7MPX' });
  });
});
