import { CAPTCHA_ALPHABET, COUPON_FAILURES_BEFORE_CAPTCHA, isCaptchaRequired, isCaptchaShown, normaliseCaptchaAnswer } from './coupon-captcha-rules';

describe('coupon captcha rules', () => {
  it.each([
    [0, false],
    [COUPON_FAILURES_BEFORE_CAPTCHA - 1, false],
    [COUPON_FAILURES_BEFORE_CAPTCHA, true],
    [COUPON_FAILURES_BEFORE_CAPTCHA + 5, true],
  ])('after %i recent failures the captcha is required: %s', (failures, required) => {
    expect(isCaptchaRequired(failures)).toBe(required);
  });

  it.each([
    [0, 9, false],
    [0, 10, true],
    [2, 9, false],
    [3, 0, true],
  ])('with %i failures on the cart and %i from its address, required: %s', (cart, client, required) => {
    expect(isCaptchaRequired(cart, client)).toBe(required);
  });

  it.each([
    [null, false, true],
    [null, true, true],
    ['WELCOME10', false, false],
    ['WELCOME10', true, true],
  ])('with coupon %s and required %s it is shown: %s', (coupon, required, shown) => {
    expect(isCaptchaShown(coupon, required)).toBe(shown);
  });

  it('compares answers without regard to case or surrounding spaces', () => {
    expect(normaliseCaptchaAnswer(' k7mpx ')).toBe('K7MPX');
  });

  it('keeps look-alike characters out of the alphabet', () => {
    for (const ambiguous of '0O1IL2Z5S8BG') expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });
});
