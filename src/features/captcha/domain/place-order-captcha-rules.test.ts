import {
  isPlaceOrderCaptchaRequired,
  PLACE_ORDER_FAILURE_WINDOW_SECONDS,
  PLACE_ORDER_FAILURES_BEFORE_CAPTCHA,
  PLACE_ORDER_FAILURES_PER_CLIENT_BEFORE_CAPTCHA,
} from './place-order-captcha-rules';

describe('place-order captcha rules', () => {
  it('asks for the captcha after 3 refused payments on a cart or 10 from one client address, in an hour', () => {
    expect([PLACE_ORDER_FAILURES_BEFORE_CAPTCHA, PLACE_ORDER_FAILURES_PER_CLIENT_BEFORE_CAPTCHA, PLACE_ORDER_FAILURE_WINDOW_SECONDS]).toEqual([3, 10, 3600]);
  });

  it.each([
    [0, 0, false],
    [2, 9, false],
    [3, 0, true],
    [0, 10, true],
    [7, 12, true],
  ])('with %i refusals on the cart and %i from its address, required: %s', (cart, client, required) => {
    expect(isPlaceOrderCaptchaRequired(cart, client)).toBe(required);
  });
});
