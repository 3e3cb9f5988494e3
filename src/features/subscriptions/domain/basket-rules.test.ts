import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import {
  type BasketLineFacts,
  cartridgesTotal,
  exclusivityFailure,
  invalidBasket,
  isMixedCart,
  linesToSwitch,
  subscriptionLimitFailure,
  subscriptionQty,
} from './basket-rules';

const pod = (qty: number, isSubscription: boolean): BasketLineFacts => ({
  qty,
  isSubscription,
  canSubscribe: true,
  freeWithSubscription: false,
  isGift: false,
});
const device: BasketLineFacts = { qty: 1, isSubscription: false, canSubscribe: false, freeWithSubscription: true, isGift: false };
const cable: BasketLineFacts = { qty: 1, isSubscription: false, canSubscribe: false, freeWithSubscription: false, isGift: false };
const giftPod: BasketLineFacts = { ...pod(1, false), isGift: true };
const limits = { min: 2, max: 10, brand: 'Vype' };

describe('subscription quantity check (spec 000 §5)', () => {
  it.each([
    [
      [pod(1, true)],
      'You have selected a subscription option. You need a minimum of 2 cartridges in your basket in order to qualify for our subscription service.',
    ],
    [
      [pod(6, true), pod(5, true)],
      'You can only have up to 10 cartridges in your basket when you subscribe to Vype. Please decrease the quantity of cartridges to qualify for subscription.',
    ],
  ])('refuses %j with the spec message', (lines, text) => {
    const failure = subscriptionLimitFailure(lines, limits);
    expect(failure && ruleFailureText(failure)).toBe(text);
  });

  it.each([[[]], [[pod(3, false)]], [[pod(2, true)]], [[pod(10, true), pod(4, false)]], [[device, cable]]])('lets %j through', (lines) => {
    expect(subscriptionLimitFailure(lines, limits)).toBeNull();
  });

  it('counts only bought subscription packs', () => {
    expect(subscriptionQty([pod(2, true), pod(3, false), giftPod])).toBe(2);
    expect(cartridgesTotal([pod(2, true), pod(3, false), giftPod, device])).toBe(5);
  });
});

describe('invalid basket (free device with a mixed basket)', () => {
  it('is invalid when the free device sits next to subscription and one-time packs', () => {
    expect(invalidBasket([device, pod(2, true), pod(1, false)])).toEqual({ invalid: true, canAcceptSubscriptions: true });
  });

  it('offers accepting subscriptions only when every other line has a subscription block', () => {
    expect(invalidBasket([device, pod(2, true), pod(1, false), cable])).toEqual({ invalid: true, canAcceptSubscriptions: false });
  });

  it.each([[[device, pod(2, true)]], [[device, pod(2, false)]], [[pod(2, true), pod(1, false)]], [[device, pod(2, true), giftPod]]])(
    'is valid for %j',
    (lines) => {
      expect(invalidBasket(lines).invalid).toBe(false);
    },
  );

  it('knows a mixed basket and which lines switch', () => {
    const lines = [device, pod(2, true), pod(1, false), giftPod];
    expect(isMixedCart(lines)).toBe(true);
    expect(linesToSwitch(lines, 'subscription')).toEqual([pod(1, false)]);
    expect(linesToSwitch(lines, 'onetime')).toEqual([pod(2, true)]);
  });
});

describe('exclusivity ranges', () => {
  const ranges = [
    { min: 2, max: 3 },
    { min: 4, max: 10 },
  ];
  it('names the maximum and minimum with the spec texts', () => {
    expect(ruleFailureText(exclusivityFailure([pod(11, true)], ranges)!)).toBe(
      'The maximum number of packs in a monthly subscription is 10 packs. To continue, reduce the number of subscription packs to 10 or less.',
    );
    expect(ruleFailureText(exclusivityFailure([pod(1, true)], ranges)!)).toBe(
      'Minimum subscription is 2 packs: To continue, increase the number of subscription packs to 2 or more.',
    );
    expect(exclusivityFailure([pod(3, true)], ranges)).toBeNull();
    expect(exclusivityFailure([pod(3, false)], ranges)).toBeNull();
  });
});
