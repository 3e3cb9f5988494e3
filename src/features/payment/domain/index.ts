export * from './methods';
export * from './settings';
