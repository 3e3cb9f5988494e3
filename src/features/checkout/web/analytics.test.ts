// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pushEcommerceError } from './analytics';

const setConsent = (value: string | null) => {
  document.cookie = value === null ? 'cookie_consent=; Max-Age=0; Path=/' : `cookie_consent=${value}; Path=/`;
};

describe('ecommerce_error in the analytics data layer (spec 001 §8)', () => {
  afterEach(() => {
    setConsent(null);
    window.dataLayer = undefined;
  });

  it('receives nothing before the shopper has chosen, nor after a refusal', () => {
    pushEcommerceError('shipping-information', 'The shipping method is missing.');
    expect(window.dataLayer).toBeUndefined();
    setConsent('rejected');
    pushEcommerceError('payment-information', 'Your card was declined.');
    expect(window.dataLayer).toBeUndefined();
  });

  it('receives the failed call once the shopper accepted analytics', () => {
    setConsent('accepted');
    pushEcommerceError('payment-information', 'Your card was declined.');
    expect(window.dataLayer).toEqual([{ event: 'ecommerce_error', form: 'payment-information', formType: 'checkout', message: 'Your card was declined.' }]);
  });
});
