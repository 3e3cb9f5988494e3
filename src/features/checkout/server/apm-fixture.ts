import { UK_ADDRESS } from '../../../shared/server/testing/shop-client';

/** Delivery addresses where iDEAL (NL) and ACH direct debit (US) are offered, for the APM tests. */
export const NL_ADDRESS = { ...UK_ADDRESS, street: ['Damrak 1'], city: 'Amsterdam', postcode: '1012 LG', country_id: 'NL', telephone: '+31612345678' };
export const US_ADDRESS = {
  ...UK_ADDRESS,
  street: ['350 Fifth Avenue'],
  city: 'New York',
  postcode: '10118',
  country_id: 'US',
  region_code: 'NY',
  region: 'New York',
  region_id: 43,
  telephone: '+12127363100',
};
