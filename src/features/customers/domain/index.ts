export * from './registration';
export * from './settings';
