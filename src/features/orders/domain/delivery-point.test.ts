import { deliveryPointDto, deliveryPointLines } from './delivery-point';

describe('an order’s delivery point', () => {
  const point = {
    type: 'pickup_point' as const,
    name: 'PARIS LOUVRE BUREAU',
    street: ['52 RUE DU LOUVRE', ''],
    postcode: '75001',
    city: 'PARIS',
    countryId: 'FR',
  };

  it('answers in Magento’s snake case', () => {
    expect(deliveryPointDto(point)).toEqual({
      type: 'pickup_point',
      name: 'PARIS LOUVRE BUREAU',
      street: ['52 RUE DU LOUVRE', ''],
      postcode: '75001',
      city: 'PARIS',
      country_id: 'FR',
    });
  });

  it('writes the address as lines, leaving out empty ones', () => {
    expect(deliveryPointLines(deliveryPointDto(point))).toEqual(['52 RUE DU LOUVRE', '75001 PARIS']);
  });
});
