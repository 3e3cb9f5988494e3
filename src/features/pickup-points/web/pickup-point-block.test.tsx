// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PICKUP_LOAD_FAILED, PICKUP_NOT_SELECTED } from '../domain';
import { PickupPointBlock } from './pickup-point-block';

/** The popup's code loads on demand: on a busy machine its first import takes longer than findBy's default second. */
const LAZY_CHUNK = { timeout: 5000 };

vi.mock('../../cart/web/cart-scope', () => ({
  useCartRef: () => ({ scope: 'guest:abc', path: 'guest-carts/abc', isCustomer: false, ready: true }),
}));

const BASE = '/rest/default/V1';
const SAVED = {
  pickup_id: '752010',
  network_code: 'R01',
  telephone: '+33612345678',
  identifiant: '752010',
  reseau: 'R01',
  nom: 'PARIS LOUVRE BUREAU',
  adresse1: '52 RUE DU LOUVRE',
  adresse2: '',
  adresse3: '',
  code_postal: '75001',
  localite: 'PARIS',
  code_pays: 'FR',
};

let server: { config: object; saved: object | null; failGet?: boolean };
const fetchMock = vi.fn();

beforeEach(() => {
  server = { config: { enabled: true, open_popup_automatically: true, reset_on_other_method: true, mobile_patterns: {} }, saved: null };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url === `${BASE}/colissimoPickup/config`) return json(server.config);
    if (url === `${BASE}/guest-carts/abc/colissimo-pickup` && init.method === 'GET') {
      return server.failGet ? json({ message: 'Something went wrong', parameters: [] }, 500) : json(server.saved);
    }
    if (url === `${BASE}/guest-carts/abc/colissimo-pickup` && init.method === 'DELETE') {
      server.saved = null;
      return json(true);
    }
    if (url === '/colissimo/pickup/load') return json({ items: [] });
    return json({ message: 'unexpected', parameters: [] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(cleanup);

function setup(selected: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  const address = () => ({ street: ['10 Rue de Rivoli'], city: 'Paris', postcode: '75001', country_id: 'FR', telephone: '+33612345678' });
  const view = render(wrap(<PickupPointBlock selected={selected} address={address} />));
  return { ...view, rerenderWith: (next: boolean) => view.rerender(wrap(<PickupPointBlock selected={next} address={address} />)) };
}

const deletes = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'DELETE');

describe('the pickup point block (spec 001 §4)', () => {
  it('opens the popup (loaded on demand) when the method is chosen and no pickup is saved', async () => {
    setup(true);
    expect(await screen.findByRole('dialog', { name: 'Choose a pickup point' }, LAZY_CHUNK)).toBeTruthy();
    expect(screen.getByText(PICKUP_NOT_SELECTED)).toBeTruthy();
  });

  it('does not open it by itself when the store says not to; the shopper opens it', async () => {
    server.config = { ...server.config, open_popup_automatically: false };
    setup(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a pickup point' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a pickup point' }, LAZY_CHUNK)).toBeTruthy();
  });

  it("shows the saved pickup's name, address line, postcode and locality, and 'Change pickup location' reopens the popup", async () => {
    server.saved = SAVED;
    setup(true);
    const block = await screen.findByRole('region', { name: 'Pickup point' });
    await waitFor(() => expect(block.textContent).toContain('PARIS LOUVRE BUREAU'));
    expect(block.textContent).toContain('52 RUE DU LOUVRE');
    expect(block.textContent).toContain('75001 PARIS');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change pickup location' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a pickup point' }, LAZY_CHUNK)).toBeTruthy();
  });

  it('removes the pickup when another method is chosen (reset flag on)', async () => {
    server.saved = SAVED;
    const { rerenderWith } = setup(true);
    await screen.findByText('PARIS LOUVRE BUREAU');
    rerenderWith(false);
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Pickup point' })).toBeNull();
  });

  it('keeps the pickup when another method is chosen and the reset flag is off', async () => {
    server.saved = SAVED;
    server.config = { ...server.config, reset_on_other_method: false };
    const { rerenderWith } = setup(true);
    await screen.findByText('PARIS LOUVRE BUREAU');
    rerenderWith(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deletes()).toHaveLength(0);
  });

  it("says 'Unable to load pickup, please select another shipping method' when the pickup cannot be loaded", async () => {
    server.failGet = true;
    setup(true);
    expect(await screen.findByText(PICKUP_LOAD_FAILED)).toBeTruthy();
  });

  it('shows nothing in a store without pickup points, or with another method', async () => {
    server.config = { ...server.config, enabled: false };
    const { container } = setup(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
    cleanup();
    server.config = { ...server.config, enabled: true };
    expect(setup(false).container.innerHTML).toBe('');
  });
});
