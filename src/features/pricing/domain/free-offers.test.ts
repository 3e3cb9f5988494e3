import { applyFreeOffers, freeDeviceDiscount, freeSamplesDiscount, type OfferLine } from './free-offers';

const device: OfferLine = { itemId: 1, qty: 1, unitPrice: 999, kind: 'device', isSubscription: false, freeWithSubscription: true };
const pods = (qty: number, isSubscription = true): OfferLine => ({ itemId: 2, qty, unitPrice: 599, kind: 'pod', isSubscription, freeWithSubscription: false });
const sample: OfferLine = { itemId: 3, qty: 1, unitPrice: 100, kind: 'sample', isSubscription: false, freeWithSubscription: false };
const settings = {
  freeDevice: { enabled: true, minSubscriptionQty: 2, label: 'Free device with your subscription' },
  freeSamples: { enabled: true, label: 'Free samples' },
};

describe('free device with a subscription', () => {
  it.each([
    [[device, pods(2)], 999],
    [[device, pods(1)], null],
    [[device, pods(5, false)], null],
    [[pods(3)], null],
  ])('%j → %s', (lines, expected) => {
    const offer = freeDeviceDiscount(lines, settings.freeDevice);
    expect(offer ? offer.perLine.get(1) : null).toBe(expected);
  });

  it('gives one device only, whatever the quantity', () => {
    expect(freeDeviceDiscount([{ ...device, qty: 3 }, pods(4)], settings.freeDevice)?.perLine.get(1)).toBe(999);
  });

  it('is off when disabled', () => {
    expect(freeDeviceDiscount([device, pods(2)], { ...settings.freeDevice, enabled: false })).toBeNull();
  });
});

describe('free samples', () => {
  it('makes sample lines free under their own label', () => {
    expect(freeSamplesDiscount([sample, pods(1)], settings.freeSamples)).toEqual({ code: 'free_samples_discount', title: 'Free samples', perLine: new Map([[3, 100]]) });
    expect(applyFreeOffers([sample, device, pods(2)], settings).map((o) => o.code)).toEqual(['free_device_discount', 'free_samples_discount']);
  });
});
