// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StoredPaymentMethodsPage } from './stored-payment-methods-page';

const card = {
  id: 7,
  type: 'VI',
  type_label: 'Visa',
  last4: '1111',
  masked: '•••• 1111',
  expiry_month: 12,
  expiry_year: 2030,
  expires: '12/2030',
  cardholder_name: 'Jane Doe',
  is_expired: false,
  created_at: '2026-11-25T12:00:00.000Z',
};

function json(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderPage(customer: object | null, cards: unknown[]) {
  const calls: { method: string; url: string }[] = [];
  let list = cards;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/customer/section/load') return json(200, { customer, form_key: 'fk' });
      if (method === 'DELETE') {
        list = [];
        return json(200, true);
      }
      return json(200, list);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/vault/cards/listaction']}>
        <Routes>
          <Route path="/vault/cards/listaction" element={<StoredPaymentMethodsPage />} />
          <Route path="/customer/account/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const jane = { id: 1, email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe' };

describe('StoredPaymentMethodsPage', () => {
  it('lists the cards masked with their type and expiry', async () => {
    renderPage(jane, [card]);
    const row = (await screen.findByText('•••• 1111')).closest('tr')!;
    expect(within(row).getByText('12/2030')).toBeTruthy();
    expect(within(row).getByText('Visa')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Stored Payment Methods' })).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps the card, Delete removes it', async () => {
    const calls = renderPage(jane, [card]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the Visa card ending 1111' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(within(dialog).getByText(/the Visa card ending 1111\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the Visa card ending 1111' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The stored card was deleted.');
    await waitFor(() => expect(screen.getByText('You have no stored payment methods.')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/rest/default/V1/customers/me/saved-cards/7']);
  });

  it('sends a guest to the login page', async () => {
    renderPage(null, []);
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
