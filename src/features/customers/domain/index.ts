export * from './registration';
export * from './settings';
export * from './address-book';
