// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CardChoiceForm } from './card-choice-form';
import type { SubscriptionBlocks } from './subscription-delivery';
import { SubscriptionList } from './subscription-list';
import type { SubscriptionView } from './use-subscriptions';

const NO_OTHER_CARD = 'No other card is saved for your subscriptions. A card you pay a subscription order with is kept for its renewals.';

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
  shipping_address: { firstname: 'Sue', lastname: 'Scriber', street: ['3 Briggate'], city: 'Leeds', postcode: 'LS1 6HD', country_id: 'GB' },
};

const CARDS = [
  { id: 3, label: 'Mastercard •••• 4444, expires 11/2027' },
  { id: 5, label: 'Visa •••• 1111, expires 12/2030' },
];
const LEEDS_OFFICE = {
  firstname: 'Sue',
  lastname: 'Scriber',
  street: ['1 Park Row'],
  city: 'Leeds',
  postcode: 'LS1 5AB',
  country_id: 'GB',
  telephone: '+447400123463',
  customer_address_id: 12,
};

/** The app's choosers, as small as they can be: the cards given, and one address of the book. */
let cards = CARDS;
const blocks: SubscriptionBlocks = {
  cardChoice: (props) => <CardChoiceForm {...props} cards={cards} loading={false} error={null} />,
  addressChoice: ({ onSave, onCancel }) => (
    <p>
      <button type="button" onClick={() => onSave(LEEDS_OFFICE)}>
        Use the office
      </button>
      <button type="button" onClick={onCancel}>
        Keep the address
      </button>
    </p>
  ),
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
          <Route path="/customer/account/subscriptions" element={<SubscriptionList blocks={blocks} />} />
          <Route path="/customer/account/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  cards = CARDS;
});

describe('SubscriptionList', () => {
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

  it('changes the card to another saved one, says so, and gives the focus back to its button', async () => {
    let current = monthly;
    const calls = renderPage((method, url, body) => {
      if (method === 'PUT' && url.endsWith('/payment-card')) {
        expect(body).toEqual({ card_id: 5 });
        current = { ...current, payment_card: { id: 5, type: 'VI', last4: '1111', expiry_month: 12, expiry_year: 2030 } };
      }
      return json(200, method === 'GET' ? [current] : current);
    });
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    const change = within(card).getByRole('button', { name: 'Change card' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    const group = within(card).getByRole('group', { name: 'Card for your deliveries' });
    expect((within(group).getByRole('radio', { name: 'Mastercard •••• 4444, expires 11/2027 (in use)' }) as HTMLInputElement).checked).toBe(true);
    const use = within(card).getByRole('button', { name: 'Use this card' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Visa •••• 1111, expires 12/2030' }));
    fireEvent.click(use);
    expect((await within(card).findByRole('status')).textContent).toBe('The card for your deliveries was changed.');
    await waitFor(() => expect(within(card).getByText('Paid with the VI card ending 1111', { exact: false })).toBeTruthy());
    expect(within(card).queryByRole('group', { name: 'Card for your deliveries' })).toBeNull();
    expect(document.activeElement).toBe(change);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/rest/default/V1/customers/me/subscriptions/4/payment-card']);
  });

  it('says when no other card is saved, and sends nothing', async () => {
    cards = [CARDS[0]];
    const calls = renderPage(() => json(200, [monthly]));
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    fireEvent.click(within(card).getByRole('button', { name: 'Change card' }));
    expect(within(card).getByText(NO_OTHER_CARD)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Use this card' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByText(NO_OTHER_CARD)).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('sends the address the chooser gives and shows the new one; the shop’s refusal is shown in the card', async () => {
    let current = monthly;
    let refuse = true;
    const calls = renderPage((method, url) => {
      if (method === 'PUT' && url.endsWith('/shipping-address')) {
        if (refuse) return json(400, { message: 'Please enter a valid UK mobile number starting with 07 or +447.', parameters: [] });
        current = { ...current, shipping_address: { ...LEEDS_OFFICE } };
      }
      return json(200, method === 'GET' ? [current] : current);
    });
    const card = await screen.findByRole('article', { name: 'Subscription 4: Monthly subscription' });
    expect(within(card).getByText('Delivered to: Sue Scriber, 3 Briggate, Leeds, LS1 6HD, United Kingdom', { exact: false })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Change address' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Use the office' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Please enter a valid UK mobile number starting with 07 or +447.');
    expect(within(card).getByRole('button', { name: 'Use the office' })).toBeTruthy();
    refuse = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Use the office' }));
    expect((await within(card).findByRole('status')).textContent).toBe('The delivery address was changed.');
    await waitFor(() => expect(within(card).getByText('Delivered to: Sue Scriber, 1 Park Row, Leeds, LS1 5AB, United Kingdom', { exact: false })).toBeTruthy());
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ address: LEEDS_OFFICE }, { address: LEEDS_OFFICE }]);
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
    expect(await screen.findByText('You have no subscriptions.')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderPage(() => json(401, { message: 'The consumer isn\u2019t authorized to access %resources.' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
