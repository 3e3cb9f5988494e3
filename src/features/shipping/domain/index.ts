export * from './carriers';
export * from './carrier-config';
export * from './parcel-shop-carrier';
export * from './required-fields';
export * from './estimate-address';
export * from './settings';
export { SAME_DAY_CODE } from './same-day-carrier';
export { COLISSIMO_PICKUP } from './pickup-carrier';
