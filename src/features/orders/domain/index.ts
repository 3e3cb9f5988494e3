export * from './delivery-point';
