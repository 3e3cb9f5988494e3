export * from './messages';
export * from './types';
export * from './postcode';
export * from './mobile';
export * from './mobile-strict';
export * from './mobile-format';
export * from './order-rule';
export * from './settings';
