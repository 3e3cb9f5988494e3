export * from './messages';
export * from './types';
export * from './postcode';
export * from './mobile';
export * from './order-rule';
export * from './settings';
