// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CheckoutProgress } from './checkout-progress';
import { checkoutSteps, hasShippingMethod, resolveCheckoutRoute } from './checkout-steps';
import { DUPLICATE_STEP_MESSAGE, mergedStepCount } from '../domain/step-registry';

describe('resolveCheckoutRoute', () => {
  it.each([
    ['', true, { kind: 'step', step: 'shipping' }],
    ['', undefined, { kind: 'step', step: 'shipping' }],
    ['#shipping', false, { kind: 'step', step: 'shipping' }],
    ['#payment', true, { kind: 'step', step: 'payment' }],
    ['#payment', false, { kind: 'redirect', step: 'shipping' }],
    ['#payment', undefined, { kind: 'pending' }],
    ['#choose-gift', true, { kind: 'choose-gift' }],
    ['#choose-gift', undefined, { kind: 'choose-gift' }],
    ['#Choose-Gift', true, { kind: 'not-found' }],
    ['#nonsense', true, { kind: 'not-found' }],
    ['#Payment', true, { kind: 'not-found' }],
  ] as const)('hash %j with shipping saved %j', (hash, saved, expected) => {
    expect(resolveCheckoutRoute(hash, saved)).toEqual(expected);
  });
});

describe('the step registry', () => {
  it('lists steps by sort order, age verification between shipping and payment only when the shopper must verify', () => {
    expect(
      checkoutSteps({ mustVerifyAge: false })
        .list()
        .map((s) => s.code),
    ).toEqual(['shipping', 'payment']);
    expect(
      checkoutSteps({ mustVerifyAge: true })
        .list()
        .map((s) => [s.code, s.sortOrder]),
    ).toEqual([
      ['shipping', 10],
      ['ageVerification', 25],
      ['payment', 30],
    ]);
  });

  it('refuses a step code registered twice', () => {
    const steps = checkoutSteps({ mustVerifyAge: false });
    expect(() => steps.register({ code: 'payment', alias: 'pay', title: 'Pay', sortOrder: 40, isVisible: () => true, navigate: () => {} })).toThrow(
      DUPLICATE_STEP_MESSAGE.replace('%1', 'payment'),
    );
  });

  it('finds a step by its alias and needs a saved method after shipping', () => {
    const steps = checkoutSteps({ mustVerifyAge: true });
    expect(resolveCheckoutRoute('#age-verification', true, steps)).toEqual({ kind: 'step', step: 'ageVerification' });
    expect(resolveCheckoutRoute('#ageVerification', false, steps)).toEqual({ kind: 'redirect', step: 'shipping' });
    expect(steps.next('shipping')?.code).toBe('ageVerification');
  });

  it('counts merged steps in the one-step layout: 1 for a virtual basket, else 2', () => {
    expect(mergedStepCount(true)).toBe(1);
    expect(mergedStepCount(false)).toBe(2);
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
        <CheckoutProgress steps={checkoutSteps({ mustVerifyAge: false }).list()} current={current} />
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
