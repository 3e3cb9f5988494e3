export * from './rewards';
export * from './settings';
