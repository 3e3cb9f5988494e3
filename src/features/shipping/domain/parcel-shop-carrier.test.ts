import { estimateRates } from './carriers';
import { PARCEL_SHOP_METHOD } from './parcel-shop-carrier';
import { shippingSettings } from './settings';

const base = { countryId: 'FR', allowedCountries: ['FR'], basketValueInclTax: 1000, isVirtual: false };

describe('the parcel shop carrier', () => {
  it('is off by default', () => {
    const rates = estimateRates(base, shippingSettings.read({}).shipping);
    expect(rates.some((r) => r.carrierCode === 'dps')).toBe(false);
  });

  it('offers dps_parcelshop at its price where a store switches it on', () => {
    const { shipping } = shippingSettings.read({ 'carriers/dps/active': '1', 'carriers/dps/price': '450' });
    const rate = estimateRates(base, shipping).find((r) => r.carrierCode === 'dps');
    expect(rate).toMatchObject({ methodCode: PARCEL_SHOP_METHOD, carrierTitle: 'DPD Pickup Parcelshop', amount: 450, available: true });
  });
});
