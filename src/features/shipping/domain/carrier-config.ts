import type { SettingsGetter } from '../../../shared/domain/settings';
import { type RateRowInput, parseRateRows } from './rate-table';
import type { FixedPriceCarrierSettings, RateTableSettings, ShippingSettings } from './shipping-settings';

type FixedPriceCarrier = 'express1' | 'express2' | 'express3' | 'postal' | 'colissimo' | 'dps';
type RateTableCarrier = 'tablerate' | 'matrixrate';
type CarrierPath =
  | `carriers/${FixedPriceCarrier}/${'active' | 'price' | 'title' | 'name' | 'tooltip'}`
  | `carriers/${RateTableCarrier}/${'active' | 'title' | 'name' | 'tooltip' | 'condition_name' | 'rates'}`;

/** Default table rate for the UK: cheaper from £20, Northern Ireland and the Scottish islands cost more. */
export const DEFAULT_TABLE_RATE_ROWS: RateRowInput[] = [
  { country_id: 'GB', condition_from: 0, price: 495 },
  { country_id: 'GB', condition_from: 2000, price: 295 },
  { country_id: 'GB', postcode: 'BT', condition_from: 0, price: 795 },
  { country_id: 'GB', postcode: 'HS', condition_from: 0, price: 795 },
  { country_id: 'GB', postcode: 'ZE', condition_from: 0, price: 795 },
];

/** Default matrix: standard (free from £25) and next day, next day dearer in Northern Ireland. */
export const DEFAULT_MATRIX_RATE_ROWS: RateRowInput[] = [
  {
    country_id: 'GB',
    condition_from: 0,
    condition_to: 2500,
    price: 349,
    method_code: 'standard',
    method_title: 'Standard',
    tooltip: 'Delivered in 3–5 working days.',
  },
  { country_id: 'GB', condition_from: 2500, price: 0, method_code: 'standard', method_title: 'Standard', tooltip: 'Delivered in 3–5 working days.' },
  {
    country_id: 'GB',
    condition_from: 0,
    price: 599,
    method_code: 'nextday',
    method_title: 'Next Working Day',
    tooltip: 'Order by 2pm for delivery the next working day.',
  },
  {
    country_id: 'GB',
    postcode: 'BT',
    condition_from: 0,
    price: 999,
    method_code: 'nextday',
    method_title: 'Next Working Day',
    tooltip: 'Order by 2pm for delivery in 1–2 working days.',
  },
];

function fixedPrice(get: SettingsGetter<CarrierPath>, code: FixedPriceCarrier): FixedPriceCarrierSettings {
  return {
    enabled: get.flag(`carriers/${code}/active`),
    price: get.int(`carriers/${code}/price`),
    title: get.text(`carriers/${code}/title`),
    methodTitle: get.text(`carriers/${code}/name`),
    tooltip: get.text(`carriers/${code}/tooltip`),
  };
}

function rateTable(get: SettingsGetter<CarrierPath>, code: RateTableCarrier): RateTableSettings {
  return {
    enabled: get.flag(`carriers/${code}/active`),
    title: get.text(`carriers/${code}/title`),
    methodTitle: get.text(`carriers/${code}/name`),
    tooltip: get.text(`carriers/${code}/tooltip`),
    condition: get.text(`carriers/${code}/condition_name`) === 'package_qty' ? 'package_qty' : 'package_value_with_discount',
    rows: parseRateRows(get.text(`carriers/${code}/rates`)),
  };
}

/** The carriers beyond flat rate and free shipping, from `carriers/<code>/…` config keys (defaults in ./settings.ts). */
export function readCarrierSettings(get: SettingsGetter<CarrierPath>): Omit<Required<ShippingSettings>, 'flatRate' | 'freeShipping' | 'sameDay'> {
  return {
    tableRate: rateTable(get, 'tablerate'),
    matrixRate: rateTable(get, 'matrixrate'),
    express1: fixedPrice(get, 'express1'),
    express2: fixedPrice(get, 'express2'),
    express3: fixedPrice(get, 'express3'),
    postal: fixedPrice(get, 'postal'),
    colissimoPickup: fixedPrice(get, 'colissimo'),
    parcelShop: fixedPrice(get, 'dps'),
  };
}
