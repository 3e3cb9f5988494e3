export * from './types';
export * from './constants';
export * from './messages';
export * from './highlight';
export * from './address-fields';
export * from './errors';
export * from './request';
export * from './settings';
