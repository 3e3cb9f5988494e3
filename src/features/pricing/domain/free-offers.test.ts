import {
  type FreeOfferSettings,
  type OfferLine,
  applyFreeOffers,
  earnsFreeDevice,
  freeDeviceDiscount,
  freeSamplesDiscount,
  offerDiscountsByLine,
  sixMonthlyFreeDeviceDiscount,
} from './free-offers';

const device: OfferLine = { itemId: 1, qty: 1, unitPrice: 999, kind: 'device', isSubscription: false, freeWithSubscription: true };
const pods = (qty: number, isSubscription = true, interval = 1, itemId = 2): OfferLine => ({
  itemId,
  qty,
  unitPrice: 599,
  kind: 'pod',
  isSubscription,
  subscriptionInterval: isSubscription ? interval : 0,
  freeWithSubscription: false,
});
const sixMonthly = (qty: number) => pods(qty, true, 6, 4);
const sample: OfferLine = { itemId: 3, qty: 1, unitPrice: 100, kind: 'sample', isSubscription: false, freeWithSubscription: false };
const settings: FreeOfferSettings = {
  freeDevice: { enabled: true, minSubscriptionQty: 2, label: 'Free device with your subscription' },
  sixMonthlyFreeDevice: { enabled: true, intervalMonths: 6, minSubscriptionQty: 1, label: 'Free device with your 6-monthly subscription' },
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

describe('six-monthly free device', () => {
  const six = settings.sixMonthlyFreeDevice;
  it.each([
    ['one six-monthly pack', [device, sixMonthly(1)], 999],
    ['monthly packs only', [device, pods(3)], null],
    ['one-time packs only', [device, pods(3, false)], null],
    ['a three-monthly pack', [device, pods(1, true, 3)], null],
    ['no device offered free', [{ ...device, freeWithSubscription: false }, sixMonthly(2)], null],
    ['a device already at 0', [{ ...device, unitPrice: 0 }, sixMonthly(2)], null],
    ['no device', [sixMonthly(2)], null],
  ])('%s → %s', (_name, lines, expected) => {
    const offer = sixMonthlyFreeDeviceDiscount(lines, six);
    expect(offer ? offer.perLine.get(1) : null).toBe(expected);
  });

  it('counts only the packs on the six-month interval against its minimum', () => {
    const atLeastTwo = { ...six, minSubscriptionQty: 2 };
    expect(sixMonthlyFreeDeviceDiscount([device, sixMonthly(1), pods(5)], atLeastTwo)).toBeNull();
    expect(sixMonthlyFreeDeviceDiscount([device, sixMonthly(2)], atLeastTwo)).toEqual({
      code: 'six_monthly_free_device_discount',
      title: 'Free device with your 6-monthly subscription',
      perLine: new Map([[1, 999]]),
    });
  });

  it('is off when disabled (the default)', () => {
    expect(sixMonthlyFreeDeviceDiscount([device, sixMonthly(2)], { ...six, enabled: false })).toBeNull();
  });
});

describe('one free device per basket', () => {
  const codes = (lines: OfferLine[], s = settings) => applyFreeOffers(lines, s).map((o) => o.code);

  it.each([
    ['six-monthly packs only', [device, sixMonthly(1)], ['six_monthly_free_device_discount']],
    ['monthly packs only', [device, pods(2)], ['free_device_discount']],
    ['both kinds: the six-monthly offer, once', [device, pods(2), sixMonthly(1)], ['six_monthly_free_device_discount']],
    ['too few packs of either', [device, pods(1)], []],
  ])('%s → %j', (_name, lines, expected) => {
    expect(codes(lines)).toEqual(expected);
  });

  it('never discounts the device more than its price, even with two devices and both offers earned', () => {
    const offers = applyFreeOffers([{ ...device, qty: 2 }, pods(2), sixMonthly(3)], settings);
    expect(offerDiscountsByLine(offers).get(1)).toBe(999);
    expect(earnsFreeDevice(offers)).toBe(true);
  });

  it('falls back to the monthly offer when the six-monthly one is off', () => {
    const off = { ...settings, sixMonthlyFreeDevice: { ...settings.sixMonthlyFreeDevice, enabled: false } };
    expect(codes([device, pods(2), sixMonthly(1)], off)).toEqual(['free_device_discount']);
    expect(codes([device, sixMonthly(1)], off)).toEqual([]);
  });

  it('counts six-monthly packs towards the monthly offer too (they are subscription packs)', () => {
    const onlyMonthlyOffer = { ...settings, sixMonthlyFreeDevice: { ...settings.sixMonthlyFreeDevice, enabled: false } };
    expect(codes([device, pods(1), sixMonthly(1)], onlyMonthlyOffer)).toEqual(['free_device_discount']);
  });

  it('a later offer takes only what the earlier ones left of a line', () => {
    const oddLine: OfferLine = { ...sample, freeWithSubscription: true };
    const offers = applyFreeOffers([oddLine, pods(2)], settings);
    expect(offers.map((o) => o.code)).toEqual(['free_device_discount']);
    expect(offerDiscountsByLine(offers).get(3)).toBe(100);
  });

  it('earnsFreeDevice knows both offers', () => {
    expect(earnsFreeDevice([{ code: 'free_samples_discount' }])).toBe(false);
    expect(earnsFreeDevice([{ code: 'six_monthly_free_device_discount' }])).toBe(true);
    expect(earnsFreeDevice([{ code: 'free_device_discount' }])).toBe(true);
  });
});

describe('free samples', () => {
  it('makes sample lines free under their own label', () => {
    expect(freeSamplesDiscount([sample, pods(1)], settings.freeSamples)).toEqual({
      code: 'free_samples_discount',
      title: 'Free samples',
      perLine: new Map([[3, 100]]),
    });
    expect(applyFreeOffers([sample, device, pods(2)], settings).map((o) => o.code)).toEqual(['free_device_discount', 'free_samples_discount']);
  });
});
