import { expectedDeliveryDate, orderSettings } from './delivery-estimate';

describe('the expected delivery date', () => {
  it.each([
    ['a Monday, 5 working days', '2026-11-30', 5, '2026-12-07'],
    ['a Thursday, 3 working days: over the weekend', '2026-12-03', 3, '2026-12-08'],
    ['a Saturday, next working day', '2026-12-05', 1, '2026-12-07'],
    ['a Friday, 1 working day', '2026-12-04', 1, '2026-12-07'],
    ['the turn of the year', '2026-12-31', 2, '2027-01-04'],
  ])('%s', (_label, placed, days, expected) => {
    expect(expectedDeliveryDate(placed, days)).toBe(expected);
  });

  it('reads working days per carrier from the store config, none where the value is empty', () => {
    const settings = orderSettings.read({ 'sales/delivery_estimate/flatrate': '2' });
    expect(settings.deliveryWorkingDays.flatrate).toBe(2);
    expect(settings.deliveryWorkingDays.tablerate).toBe(3);
    expect(settings.deliveryWorkingDays.batsamedaydelivery).toBeNull();
    expect(settings.deliveryWorkingDays.unknown).toBeUndefined();
  });
});
