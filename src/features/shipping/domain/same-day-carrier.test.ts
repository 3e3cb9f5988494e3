import { storeTimeOfDay } from '../../../shared/domain/clock';
import { beforeCutoff, formatTime, postcodeArea, sameDay, sameDayPromise } from './same-day-carrier';
import type { SameDaySettings } from './shipping-settings';
import type { ShippingContext } from './shipping-types';

const SETTINGS: SameDaySettings = {
  enabled: true,
  price: 699,
  title: 'Same Day Courier',
  methodTitle: 'Same Day Delivery',
  cutoff: '14:00',
  window: '6pm–10pm',
  areas: ['SW', 'EC', 'N'],
};
const context = (postcode: string | null, storeTime = '10:00', countryId = 'GB'): ShippingContext => ({
  countryId,
  postcode,
  storeTime,
  allowedCountries: ['GB'],
  basketValueInclTax: 1000,
  isVirtual: false,
});
const settings = {
  flatRate: { enabled: false, price: 0, title: '', methodTitle: '' },
  freeShipping: { enabled: false, threshold: 0, title: '', methodTitle: '' },
  sameDay: SETTINGS,
};

describe('same-day delivery (batsamedaydelivery)', () => {
  it.each([
    ['SW1A 2AA', 'SW'],
    ['ec1a 1bb', 'EC'],
    ['N1 9GU', 'N'],
    ['NW1 6XE', 'NW'],
    [' 123', ''],
  ])('the area of %s is %s', (postcode, area) => expect(postcodeArea(postcode)).toBe(area));

  it('is offered in the areas served, with today’s promise before the cut-off and tomorrow’s after', () => {
    const [before] = sameDay.rates(context('SW1A 2AA', '13:59'), settings);
    expect(before).toMatchObject({
      carrierCode: 'batsamedaydelivery',
      methodCode: 'batsamedaydelivery',
      amount: 699,
      available: true,
      tooltipMessage: 'Order by 2pm for delivery today, 6pm–10pm.',
    });
    const [after] = sameDay.rates(context('SW1A 2AA', '14:00'), settings);
    expect(after.tooltipMessage).toBe('Ordered after 2pm: delivered tomorrow, 6pm–10pm.');
  });

  it('is not offered outside the areas, without a postcode, abroad, or when off', () => {
    expect(sameDay.rates(context('NW1 6XE'), settings)).toEqual([]);
    expect(sameDay.rates(context(null), settings)).toEqual([]);
    expect(sameDay.rates(context('SW1A 2AA', '10:00', 'FR'), settings)).toEqual([]);
    expect(sameDay.rates(context('SW1A 2AA'), { ...settings, sameDay: { ...SETTINGS, enabled: false } })).toEqual([]);
  });

  it('reads times as the store’s clock gives them', () => {
    expect(formatTime('14:00')).toBe('2pm');
    expect(formatTime('09:30')).toBe('9:30am');
    expect(formatTime('00:00')).toBe('12am');
    expect(beforeCutoff('13:59', '14:00')).toBe(true);
    expect(sameDayPromise(SETTINGS, '23:00')).toContain('tomorrow');
    // 13:30 UTC on a winter day is 13:30 in London, 14:30 in Paris.
    const clock = { now: () => new Date('2026-11-23T13:30:00Z') };
    expect(storeTimeOfDay(clock, 'Europe/London')).toBe('13:30');
    expect(storeTimeOfDay(clock, 'Europe/Paris')).toBe('14:30');
  });
});
