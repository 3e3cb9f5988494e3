import { INTERVAL_NOT_OFFERED, SUBSCRIPTION_NOT_OFFERED, resolveLineOption, subscriptionOptionSchema } from './cart-item-input';

const option = (create: unknown, interval?: number) => ({
  extension_attributes: { subscription_option: subscriptionOptionSchema.parse({ create_new_subscription_at_checkout: create, interval }) },
});

describe('resolveLineOption', () => {
  it.each([true, 1, '1', 'true', 'yes'])('treats %j as a subscription, defaulting to the first interval', (flag) => {
    expect(resolveLineOption(option(flag), { subscriptionIntervals: [1, 2], personalisable: false })).toEqual({
      ok: true,
      option: { isSubscription: true, subscriptionInterval: 1, personalisation: null, optionsKey: '' },
    });
  });

  it.each([false, 0, '0', 'false', '', null])('treats %j as a one-time purchase', (flag) => {
    expect(resolveLineOption(option(flag), { subscriptionIntervals: [1], personalisable: false })).toEqual({
      ok: true,
      option: { isSubscription: false, subscriptionInterval: 0, personalisation: null, optionsKey: '' },
    });
  });

  it('refuses a subscription the product does not offer', () => {
    expect(resolveLineOption(option(true), { subscriptionIntervals: [], personalisable: false })).toEqual({ ok: false, message: SUBSCRIPTION_NOT_OFFERED });
    expect(resolveLineOption(option(true, 3), { subscriptionIntervals: [1], personalisable: false })).toEqual({
      ok: false,
      message: INTERVAL_NOT_OFFERED,
      parameters: [3],
    });
  });
});
