// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GiftMessage } from './gift-message-api';

/**
 * The gift message form (react-hook-form, zod) is a chunk of its own, loaded on first use: these tests
 * hold its loading back to see what the shopper sees meanwhile, and that closed disclosures and Delete
 * never ask for it.
 */
const formModule = { requests: 0, release: () => {}, fail: false };

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
  withWritableCart: (_client: unknown, write: (cart: object) => Promise<unknown>) => write({ scope: 'guest:abc', path: 'guest-carts/abc', quoteId: 'abc' }),
}));

const BASE = '/rest/default/V1/guest-carts/abc';
const GIFT: GiftMessage = { recipient: 'Amy', sender: 'Rory', message: 'Happy birthday!' };
const EMPTY: GiftMessage = { recipient: '', sender: '', message: '' };
const LOADING_FORM = 'Loading the gift message form…';

let order: GiftMessage | null;
const fetchMock = vi.fn();

/** A fresh gift-options module each time, so that the form's chunk is not loaded yet. */
async function loadGiftOptions() {
  vi.resetModules();
  vi.doMock('./gift-message-form', async (importOriginal) => {
    formModule.requests += 1;
    await new Promise<void>((resolve) => {
      formModule.release = resolve;
    });
    if (formModule.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  return import('./gift-options');
}

beforeEach(() => {
  formModule.requests = 0;
  formModule.fail = false;
  order = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (init.method === 'GET' && url === `${BASE}/gift-message`) return json(order);
    if (init.method === 'POST' && url.startsWith(`${BASE}/gift-message`)) {
      const body = JSON.parse(String(init.body)).gift_message as GiftMessage;
      if (url === `${BASE}/gift-message`) order = body.recipient || body.sender || body.message ? body : null;
      return json(true);
    }
    return new Response(JSON.stringify({ message: 'Request does not match any route.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST').map(([url, init]) => [url, JSON.parse(String(init.body))]);

describe('GiftOptions: the form is loaded on first use', () => {
  it('is not loaded for closed disclosures; opening one shows a loading state, then the form', async () => {
    const { GiftOptions, ItemGiftOptions } = await loadGiftOptions();
    renderWithClient(
      <>
        <ItemGiftOptions itemId={5} itemName="Crisp Mint pods" />
        <ItemGiftOptions itemId={6} itemName="Dark Cherry pods" giftMessage={GIFT} />
        <GiftOptions />
      </>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${BASE}/gift-message`, expect.objectContaining({ method: 'GET' })));
    // A saved line message shows its summary, which needs no form either.
    expect(screen.getByRole('group', { name: 'Saved gift message for Dark Cherry pods' })).toBeTruthy();
    expect(formModule.requests).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Gift options for Crisp Mint pods' }));
    await waitFor(() => expect(formModule.requests).toBe(1));
    const panel = document.getElementById(screen.getByRole('button', { name: 'Gift options for Crisp Mint pods' }).getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(LOADING_FORM).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('textbox', { name: 'To' })).toBeNull();

    formModule.release();
    const group = await screen.findByRole('group', { name: 'Gift message for Crisp Mint pods' });
    expect(within(group).getByRole('textbox', { name: 'To' })).toBeTruthy();
    expect(screen.queryByText(LOADING_FORM)).toBeNull();
  });

  it('Edit shows a loading state, then the filled form, and moves the focus to To once it is in', async () => {
    order = GIFT;
    const { GiftOptions } = await loadGiftOptions();
    renderWithClient(<GiftOptions />);
    const summary = await screen.findByRole('group', { name: 'Saved gift message' });
    fireEvent.click(within(summary).getByRole('button', { name: 'Edit gift message' }));
    await screen.findByText(LOADING_FORM);
    formModule.release();
    const to = (await screen.findByRole('textbox', { name: 'To' })) as HTMLInputElement;
    expect(to.value).toBe('Amy');
    await waitFor(() => expect(document.activeElement).toBe(to));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing the gift message' }));
    expect(posts()).toEqual([]);
  });

  it('Delete needs no form: it posts at once, then the empty form comes in and takes the focus', async () => {
    order = GIFT;
    const { GiftOptions } = await loadGiftOptions();
    renderWithClient(<GiftOptions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete gift message' }));
    await waitFor(() => expect(posts()).toEqual([[`${BASE}/gift-message`, { gift_message: EMPTY }]]));
    await screen.findByText(LOADING_FORM);
    expect(screen.queryByText('Happy birthday!')).toBeNull();
    formModule.release();
    const to = (await screen.findByRole('textbox', { name: 'To' })) as HTMLInputElement;
    expect(to.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(to));
  });

  it('keeps the page when the form cannot be loaded, and offers to try again', async () => {
    const { GiftOptions } = await loadGiftOptions();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithClient(<GiftOptions />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`${BASE}/gift-message`, expect.objectContaining({ method: 'GET' })));
    fireEvent.click(screen.getByRole('button', { name: 'Gift options' }));
    await waitFor(() => expect(formModule.requests).toBe(1));
    formModule.fail = true;
    formModule.release();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Gift options' }).getAttribute('aria-expanded')).toBe('true');

    formModule.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(formModule.requests).toBe(2));
    formModule.release();
    await screen.findByRole('textbox', { name: 'To' });
    consoleError.mockRestore();
  });
});
