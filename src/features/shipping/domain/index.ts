export * from './carriers';
export * from './carrier-config';
export * from './parcel-shop-carrier';
export * from './required-fields';
export { bestRow, conditionValue, destinationScore, parseRateRows, type RateRowInput } from './rate-table';
export * from './estimate-address';
export * from './settings';
