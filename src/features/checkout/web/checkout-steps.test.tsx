// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CheckoutProgress } from './checkout-progress';
import { hasShippingMethod, resolveCheckoutRoute } from './checkout-steps';

describe('resolveCheckoutRoute', () => {
  it.each([
    ['', true, { kind: 'step', step: 'shipping' }],
    ['', undefined, { kind: 'step', step: 'shipping' }],
    ['#shipping', false, { kind: 'step', step: 'shipping' }],
    ['#payment', true, { kind: 'step', step: 'payment' }],
    ['#payment', false, { kind: 'redirect', step: 'shipping' }],
    ['#payment', undefined, { kind: 'pending' }],
    ['#choose-gift', true, { kind: 'not-found' }],
    ['#Payment', true, { kind: 'not-found' }],
  ] as const)('hash %j with shipping saved %j', (hash, saved, expected) => {
    expect(resolveCheckoutRoute(hash, saved)).toEqual(expected);
  });
});

describe('hasShippingMethod', () => {
  it('is true only when the totals carry a shipping segment', () => {
    expect(hasShippingMethod({ total_segments: [{ code: 'subtotal', title: 'Subtotal', value: 5 }] })).toBe(false);
    expect(hasShippingMethod({ total_segments: [{ code: 'shipping', title: 'Shipping', value: 0 }] })).toBe(true);
    expect(hasShippingMethod(undefined)).toBe(false);
  });
});

describe('CheckoutProgress', () => {
  const renderAt = (current: 'shipping' | 'payment') =>
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutProgress current={current} />
      </MemoryRouter>,
    );

  it('marks the current step and offers no link forward', () => {
    renderAt('shipping');
    const nav = screen.getByRole('navigation', { name: 'Checkout progress' });
    const current = nav.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Shipping');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links back to completed steps', () => {
    renderAt('payment');
    const back = screen.getByRole('link', { name: /Shipping/ });
    expect(back.getAttribute('href')).toBe('/checkout#shipping');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Review & Payments');
  });
});
