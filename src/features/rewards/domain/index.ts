export * from './rewards';
