// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PodRecyclingDto } from '../domain';
import { PodRecyclingBlock } from './pod-recycling-block';

vi.mock('../../cart/web/cart-scope', async (original) => ({
  ...(await original<typeof import('../../cart/web/cart-scope')>()),
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
  withWritableCart: (_client: unknown, write: (cart: { path: string; quoteId: string }) => Promise<unknown>) =>
    write({ path: 'guest-carts/abc', quoteId: 'abc' }),
}));

const BASE = '/rest/default/V1/guest-carts/abc';
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const PRS = { sku: 'POD-RECYCLE-BAG', qty: 1, title: 'Drop the Pod', description: 'Send your pods back.', page_id: 'drop-the-pod', page_url: '/drop-the-pod' };
const shown: PodRecyclingDto = { show: true, in_cart: false, salable: true, can_add: true, prs: PRS };

let block: PodRecyclingDto = shown;
let addAnswer: () => Response = () => json({ item_id: 9 });
const fetchMock = vi.fn();
const reload = vi.fn();
beforeEach(() => {
  block = shown;
  addAnswer = () => json({ item_id: 9 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => (url === `${BASE}/pod-recycling` ? json(block) : url === `${BASE}/items` ? addAnswer() : json({})));
  vi.stubGlobal('fetch', fetchMock);
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PodRecyclingBlock />
    </QueryClientProvider>,
  );
}

const addCalls = () => fetchMock.mock.calls.filter(([url]) => url === `${BASE}/items`);

describe('the Drop the Pod block', () => {
  it('shows the server’s item and its page, and adds it with the cart’s call, then reloads the page', async () => {
    renderBlock();
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.getByRole('region', { name: 'Drop the Pod' }).textContent).toContain('Send your pods back.');
    expect(screen.getByRole('link', { name: 'Drop the Pod' }).getAttribute('href')).toBe('/drop-the-pod');
    fireEvent.click(add);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(addCalls()[0][1].body as string)).toEqual({ cartItem: { quote_id: 'abc', sku: 'POD-RECYCLE-BAG', qty: 1 } });
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('reloads the page after a failed add too (spec 002 §8)', async () => {
    addAnswer = () => json({ message: 'The requested qty is not available', parameters: [] }, 400);
    renderBlock();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('keeps the button off once the item is in the basket', async () => {
    block = { ...shown, in_cart: true, can_add: false };
    renderBlock();
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(add);
    expect(addCalls()).toHaveLength(0);
  });

  it('draws nothing when the server says the basket does not earn it', async () => {
    block = { show: false, in_cart: false, salable: true, can_add: false, prs: null };
    const { container } = renderBlock();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
