import { allSettings, readStoreSettings } from './settings';

describe('the shop settings composed from every feature', () => {
  it('keeps every default of the store configuration, each path owned by one feature', () => {
    expect(Object.keys(allSettings.defaults)).toHaveLength(238);
    expect(allSettings.defaults).toMatchObject({
      'general/country/allow': 'GB',
      'carriers/flatrate/price': '399',
      'payment/cashondelivery/fee': '150',
      'payment/worldpay/exception_messages/CTYP01': 'Card number entered does not match with card type selected',
      'reward/points/point_value': '1',
      'checkout/options/default_success_page_url': '/checkout/onepage/success',
      'payment/payu_gateway/active': '0',
      'sales/delivery_estimate/flatrate': '5',
    });
  });

  it('reads each feature its own section from one store config', () => {
    const settings = readStoreSettings({
      'general/store_information/brand': 'Vuse',
      'carriers/flatrate/price': '450',
      'tax/weee/enable': '1',
      'subscription/limits/max_qty': '8',
    });
    expect(settings.brand).toBe('Vuse');
    expect(settings.shipping.flatRate.price).toBe(450);
    expect(settings.weee).toEqual({ enabled: true, feePerDevice: 10, title: 'FPT' });
    expect(settings.basket.subscriptionMax).toBe(8);
    expect(settings.passwordPolicy).toEqual({ minLength: 8, requiredClasses: 3 });
    expect(settings.payment.free).toEqual({ enabled: true, title: 'No Payment Information Required' });
    expect(settings.rewards).toEqual({ enabled: true, pointValue: 1 });
    expect(settings.checkout.shippingNotes).toEqual({ enabled: false, maxLength: 250 });
    expect(settings.parcelShops).toMatchObject({ enabled: false, notificationMobileRequired: true });
    expect(settings.payu).toMatchObject({ accountId: '', gateway: { enabled: false }, card: { enabled: false, cpfEnabled: true } });
    expect(settings.deliveryWorkingDays).toMatchObject({ flatrate: 5, tablerate: 3, batsamedaydelivery: null });
    expect(settings.addressFinder).toEqual({ enabled: false, serviceUrl: '/address-finder-sandbox', key: 'SB11-SB11-SB11-SB11', countries: ['*'] });
  });
});
