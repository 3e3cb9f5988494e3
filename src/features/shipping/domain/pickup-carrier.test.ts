import { colissimoPickup } from './pickup-carrier';
import { shippingSettings } from './settings';
import type { ShippingContext, ShippingSettings } from './carriers';

const base: ShippingSettings = {
  flatRate: { enabled: false, price: 399, title: 'Flat Rate', methodTitle: 'Fixed' },
  freeShipping: { enabled: false, threshold: 2500, title: 'Free Shipping', methodTitle: 'Free' },
};
const on: ShippingSettings = {
  ...base,
  colissimoPickup: { enabled: true, price: 490, title: 'La Poste', methodTitle: 'Colissimo Point Retrait', tooltip: '' },
};
const context = (countryId: string): ShippingContext => ({
  countryId,
  allowedCountries: ['FR', 'MC'],
  basketValueInclTax: 1000,
  isVirtual: false,
  postcode: '75001',
});

describe('the Colissimo pickup point carrier', () => {
  it('offers carrier colissimo, method pickup, at its price when enabled', () => {
    expect(colissimoPickup.rates(context('FR'), on)).toEqual([
      expect.objectContaining({
        carrierCode: 'colissimo',
        methodCode: 'pickup',
        carrierTitle: 'La Poste',
        methodTitle: 'Colissimo Point Retrait',
        amount: 490,
        available: true,
      }),
    ]);
  });

  it('offers nothing when disabled or not configured', () => {
    expect(colissimoPickup.rates(context('FR'), base)).toEqual([]);
    expect(colissimoPickup.rates(context('FR'), { ...on, colissimoPickup: { ...on.colissimoPickup!, enabled: false } })).toEqual([]);
  });

  it('is off by default and reads its store config', () => {
    expect(shippingSettings.read({}).shipping.colissimoPickup).toMatchObject({ enabled: false, price: 490, methodTitle: 'Colissimo Point Retrait' });
    expect(shippingSettings.read({ 'carriers/colissimo/active': '1', 'carriers/colissimo/price': '550' }).shipping.colissimoPickup).toMatchObject({
      enabled: true,
      price: 550,
    });
  });
});
