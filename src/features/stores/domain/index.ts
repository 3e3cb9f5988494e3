export * from './settings';
export * from './tax';
