export * from './delivery-point';
export * from './delivery-estimate';
