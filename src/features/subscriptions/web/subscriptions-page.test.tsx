// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NO_SUBSCRIPTIONS, SubscriptionsPage } from './subscriptions-page';
import type { SubscriptionView } from './use-subscriptions';

const monthly: SubscriptionView = {
  id: 4,
  status: 'active',
  interval: 1,
  interval_label: 'Monthly subscription',
  offered_intervals: [1],
  next_date: '2026-12-29',
  next_date_formatted: '29/12/26',
  items: [{ product_id: 9, sku: 'EPOD-CRISP-MINT-12', name: 'ePod Cartridges Crisp Mint 12mg (2 pack)', qty: 2 }],
  payment_card: { id: 3, type: 'MC', last4: '4444', expiry_month: 11, expiry_year: 2027 },
  shipping_address: null,
};

function json(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderPage(answer: (method: string, url: string, body: unknown) => Promise<Response>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return answer(method, url, body);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/customer/account/subscriptions']}>
        <Routes>
          <Route path="/customer/account/subscriptions" element={<SubscriptionsPage />} />
          <Route path="/customer/account/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionsPage', () => {
  it('lists each subscription with its packs, next delivery and card, and pauses one', async () => {
    let current = monthly;
    const calls = renderPage((method, url) => {
      if (method === 'POST' && url.endsWith('/pause')) current = { ...current, status: 'paused' };
      return json(200, method === 'GET' ? [current] : current);
    });
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    expect(within(card).getByText(/Next delivery: 29\/12\/26/)).toBeTruthy();
    expect(within(card).getByText('Paid with the MC card ending 4444')).toBeTruthy();
    expect((within(card).getByLabelText('Packs of ePod Cartridges Crisp Mint 12mg (2 pack)') as HTMLInputElement).value).toBe('2');
    fireEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('The subscription was paused.')).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Resume' })).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/rest/default/V1/customers/me/subscriptions/4/pause']);
  });

  it('shows the shop’s refusal of a quantity outside the limits, with its parameters filled in', async () => {
    renderPage((method) =>
      method === 'GET'
        ? json(200, [monthly])
        : json(400, {
            message:
              'You can only have up to %qty cartridges in your basket when you subscribe to {brand}. Please decrease the quantity of cartridges to qualify for subscription.',
            parameters: { qty: 10, brand: 'Vype' },
          }),
    );
    const packs = await screen.findByLabelText('Packs of ePod Cartridges Crisp Mint 12mg (2 pack)');
    fireEvent.change(packs, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update packs' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can only have up to 10 cartridges in your basket when you subscribe to Vype. Please decrease the quantity of cartridges to qualify for subscription.',
    );
  });

  it('asks before cancelling', async () => {
    const calls = renderPage((method) => json(200, method === 'GET' ? [monthly] : { ...monthly, status: 'cancelled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription was cancelled.')).toBeTruthy();
  });

  it('says when there are none, and sends a signed-out visitor to the login page', async () => {
    renderPage(() => json(200, []));
    expect(await screen.findByText(NO_SUBSCRIPTIONS)).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderPage(() => json(401, { message: 'The consumer isn\u2019t authorized to access %resources.' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
