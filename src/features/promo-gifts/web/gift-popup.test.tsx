// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Totals } from '../../../shared/web/api/types';
import GiftPopup from './gift-popup';
import type { PromoItemsAnswer } from './promo-items';

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

const totals = { grand_total: 44.97, items: [{ item_id: 1, qty: 3 }] } as unknown as Totals;
const item = (sku: string, name: string, ruleId: number, ruleType: number, available: number) => ({
  rule_id: ruleId,
  rule_type: ruleType,
  sku,
  qty: available,
  available_qty: available,
  initial_value: 0,
  old_value: 0,
  common_qty: ruleType === 0 ? available : null,
  name,
  image: '',
});
const OFFER: PromoItemsAnswer = {
  rules: [
    { rule_id: 1, rule_type: 1, name: 'Cable', common_qty: null },
    { rule_id: 2, rule_type: 0, name: 'One pod pack', common_qty: 1 },
  ],
  items: [item('CABLE', 'USB-C Cable', 1, 1, 1), item('MINT', 'Crisp Mint', 2, 0, 1), item('CHERRY', 'Dark Cherry', 2, 0, 1)],
};

const fetchMock = vi.fn();
const reload = vi.fn();
let postAnswer: Response;

beforeEach(() => {
  fetchMock.mockReset();
  reload.mockReset();
  postAnswer = new Response(JSON.stringify(OFFER));
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => (init.method === 'POST' ? postAnswer : new Response(JSON.stringify(OFFER))));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPopup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GiftPopup totals={totals} onClose={() => {}} reload={reload} />
    </QueryClientProvider>,
  );
  await screen.findByRole('checkbox', { name: 'USB-C Cable' });
  return { dialog: screen.getByRole('dialog', { name: 'Choose your free gift' }), add: screen.getByRole('button', { name: 'Add to Cart' }) };
}

describe('the promo gift popup', () => {
  it('starts on the first gift, with the counter and the add button waiting for a tick', async () => {
    const { add } = await openPopup();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'USB-C Cable' }));
    expect(screen.getByText('Gifts left to choose: 2')).toBeTruthy();
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
  });

  it('lets one gift of a "one of" offer be ticked, and refuses a quantity over the max', async () => {
    const { add } = await openPopup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Crisp Mint' }));
    expect((screen.getByRole('checkbox', { name: 'Dark Cherry' }) as HTMLInputElement).disabled).toBe(true);
    expect(add.getAttribute('aria-disabled')).toBeNull();
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of Crisp Mint' });
    fireEvent.change(qty, { target: { value: '2' } });
    expect(screen.getByText('You can add up to 1 of this free gift.')).toBeTruthy();
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(add.getAttribute('aria-disabled')).toBe('true');
  });

  it('sends the ticked gifts and reloads the page', async () => {
    const { add } = await openPopup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'USB-C Cable' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dark Cherry' }));
    fireEvent.click(add);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i.method === 'POST')!;
    expect(url).toBe('/rest/default/V1/guest-carts/abc/promo-items');
    expect(JSON.parse(init.body)).toEqual({
      data: [
        { rule_id: 1, sku: 'CABLE', qty: 1 },
        { rule_id: 2, sku: 'CHERRY', qty: 1 },
      ],
    });
  });

  it('does not offer a gift already taken in full', async () => {
    const taken = { ...OFFER, items: OFFER.items.map((i) => (i.sku === 'MINT' ? i : { ...i, available_qty: i.sku === 'CABLE' ? 0 : 1 })) };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(taken)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GiftPopup totals={totals} onClose={() => {}} reload={reload} />
      </QueryClientProvider>,
    );
    await screen.findByRole('checkbox', { name: 'Crisp Mint' });
    expect(screen.queryByRole('checkbox', { name: 'USB-C Cable' })).toBeNull();
    expect(screen.getByText('Gifts left to choose: 1')).toBeTruthy();
  });

  it('shows the server’s refusal without reloading', async () => {
    postAnswer = new Response(JSON.stringify({ message: 'You can add up to %1 of this free gift.', parameters: [0] }), { status: 400 });
    const { add } = await openPopup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'USB-C Cable' }));
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('You can add up to 0 of this free gift.');
    expect(reload).not.toHaveBeenCalled();
  });
});
