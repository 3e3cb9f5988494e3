// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sessionKeys } from '../../../shared/web/api/query-keys';
import type { Session } from '../../customers/web/session/session';
import { type LastOrder, rememberLastOrder } from './last-order';
import { CREATE_ACCOUNT_OFFER_TEXT, KEEP_ORDER_NUMBER_TEXT, SuccessPage } from './success-page';

const ORDER: LastOrder = { orderId: '7', incrementId: '000000007', email: 'jeanne.martin@example.com', grandTotal: 18.88 };

const GUEST: Session = { customer: null, form_key: 'k' };
const JANE: Session = { customer: { id: 1, email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Doe' }, form_key: 'k' };

function renderPage(order: LastOrder, session: Session = GUEST) {
  rememberLastOrder(order);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.all, session);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SuccessPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the success page', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('names the pickup point the order waits at', () => {
    renderPage({
      ...ORDER,
      deliveryPoint: {
        type: 'pickup_point',
        name: 'PICKUP STATION LES HALLES',
        street: ['101 PORTE BERGER', 'FORUM DES HALLES'],
        postcode: '75001',
        city: 'PARIS',
        country_id: 'FR',
      },
    });
    const block = screen.getByRole('region', { name: 'Collect your order from this Colissimo pickup point' });
    expect(within(block).getByText('PICKUP STATION LES HALLES')).toBeTruthy();
    expect(block.textContent).toContain('101 PORTE BERGER');
    expect(block.textContent).toContain('FORUM DES HALLES');
    expect(block.textContent).toContain('75001 PARIS');
  });

  it('names the parcel shop the order goes to', () => {
    renderPage({
      ...ORDER,
      deliveryPoint: { type: 'parcel_shop', name: 'Tabac de la Gare', street: ['12 rue de Paris'], postcode: '75018', city: 'Paris', country_id: 'FR' },
    });
    const block = screen.getByRole('region', { name: 'Collect your order from this parcel shop' });
    expect(block.textContent).toContain('Tabac de la Gare');
    expect(block.textContent).toContain('12 rue de Paris');
    expect(block.textContent).toContain('75018 Paris');
  });

  it('shows no collection place for a delivery to an address (or an order remembered before it was recorded)', () => {
    renderPage({ ...ORDER, deliveryPoint: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeTruthy();
    expect(screen.getByText('Your order number is: 000000007.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    renderPage(ORDER);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('promises no e-mail: it asks the shopper to note the number, and offers a guest an account', () => {
    renderPage(ORDER);
    expect(screen.getByText(KEEP_ORDER_NUMBER_TEXT)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/email/i);
    expect(screen.getByText(CREATE_ACCOUNT_OFFER_TEXT, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe('/customer/account/create');
    cleanup();
    renderPage(ORDER, JANE);
    expect(screen.queryByRole('link', { name: 'Create an Account' })).toBeNull();
  });
});
