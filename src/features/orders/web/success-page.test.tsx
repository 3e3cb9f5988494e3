// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type LastOrder, rememberLastOrder } from './last-order';
import { SuccessPage } from './success-page';

const ORDER: LastOrder = { orderId: '7', incrementId: '000000007', email: 'jeanne.martin@example.com', grandTotal: 18.88 };

function renderPage(order: LastOrder) {
  rememberLastOrder(order);
  return render(
    <MemoryRouter>
      <SuccessPage />
    </MemoryRouter>,
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
      deliveryPoint: { type: 'pickup_point', name: 'PICKUP STATION LES HALLES', street: ['101 PORTE BERGER', 'FORUM DES HALLES'], postcode: '75001', city: 'PARIS', country_id: 'FR' },
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
});
