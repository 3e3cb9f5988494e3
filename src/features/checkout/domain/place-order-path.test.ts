import { PAYMENT_INFORMATION_CUSTOM_PATH, PAYMENT_INFORMATION_PATH, placeOrderPath } from './place-order-path';

describe('placeOrderPath', () => {
  it('uses payment-information-custom when the age-verification step comes before another step', () => {
    expect(placeOrderPath(['shipping', 'ageVerification', 'payment'])).toBe(PAYMENT_INFORMATION_CUSTOM_PATH);
    expect(PAYMENT_INFORMATION_CUSTOM_PATH).toBe('/payment-information-custom');
  });

  it('uses payment-information when the age-verification step is the last step', () => {
    expect(placeOrderPath(['shipping', 'payment', 'ageVerification'])).toBe(PAYMENT_INFORMATION_PATH);
    expect(PAYMENT_INFORMATION_PATH).toBe('/payment-information');
  });

  it('uses payment-information when there is no age-verification step', () => {
    expect(placeOrderPath(['shipping', 'payment'])).toBe(PAYMENT_INFORMATION_PATH);
    expect(placeOrderPath([])).toBe(PAYMENT_INFORMATION_PATH);
  });
});
