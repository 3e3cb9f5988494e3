import { MOBILE_INVALID, MOBILE_REQUIRED, SHOP_REQUIRED } from './messages';
import { checkNotificationMobile } from './mobile-strict';
import { checkNotificationMobileFormat } from './mobile-format';
import { checkParcelShopForOrder } from './order-rule';
import type { ChosenParcelShop } from './types';

const SHOP: ChosenParcelShop = {
  id: 'FR-75001-1',
  label: 'Relais Rivoli',
  company: 'Relais Rivoli',
  street: '12 Rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  countryId: 'FR',
  latitude: 48.86,
  longitude: 2.34,
  distance: 300,
  notificationMobile: '+33612345678',
};

const facts = (overrides: Partial<Parameters<typeof checkParcelShopForOrder>[0]>) => ({
  methodCode: 'dps_parcelshop',
  isVirtual: false,
  shop: SHOP,
  mobileRequired: true,
  countryId: 'FR',
  ...overrides,
});

describe('parcel shop at place order (spec 001 §5)', () => {
  it.each([
    ['another method carries no shop', { methodCode: 'flatrate' }, { ok: true, shop: null }],
    ['a virtual basket skips it', { isVirtual: true, shop: null }, { ok: true, shop: null }],
    ['no shop chosen', { shop: null }, { ok: false, message: SHOP_REQUIRED }],
    ['any dps_parcelshop… method needs one', { methodCode: 'dps_parcelshop_saturday', shop: null }, { ok: false, message: SHOP_REQUIRED }],
    ['mobile missing where required', { shop: { ...SHOP, notificationMobile: null } }, { ok: false, message: MOBILE_REQUIRED }],
    ['mobile not needed', { mobileRequired: false, shop: { ...SHOP, notificationMobile: null } }, { ok: true, shop: { ...SHOP, notificationMobile: null } }],
    ['a landline is no mobile', { shop: { ...SHOP, notificationMobile: '+33123456789' } }, { ok: false, message: MOBILE_INVALID }],
    ['shop and mobile', {}, { ok: true, shop: SHOP }],
  ])('%s', (_, overrides, expected) => {
    expect(checkParcelShopForOrder(facts(overrides))).toEqual(expected);
  });
});

describe('notification mobile number', () => {
  it.each([
    ['06 12 34 56 78', 'FR', true, { ok: true, e164: '+33612345678' }],
    ['+33 7 81 23 45 67', 'FR', true, { ok: true, e164: '+33781234567' }],
    ['+447400123456', 'FR', true, { ok: true, e164: '+447400123456' }],
    ['', 'FR', true, { ok: false, message: MOBILE_REQUIRED }],
    ['', 'FR', false, { ok: true, e164: null }],
    ['01 23 45 67 89', 'FR', true, { ok: false, message: MOBILE_INVALID }],
    ['0612', 'FR', true, { ok: false, message: MOBILE_INVALID }],
    ['06 12 34 56 7a', 'FR', true, { ok: false, message: MOBILE_INVALID }],
  ])('%j in %s (required %s)', (value, country, required, expected) => {
    expect(checkNotificationMobile(value, country, required)).toEqual(expected);
  });
});

describe('the browser’s format check', () => {
  it.each([
    ['06 12 34 56 78', { ok: true, e164: '+33612345678' }],
    ['', { ok: false, message: MOBILE_REQUIRED }],
    ['0612', { ok: false, message: MOBILE_INVALID }],
  ])('%j', (value, expected) => {
    expect(checkNotificationMobileFormat(value, 'FR', true)).toEqual(expected);
  });
});
