export * from './address-input';
export * from './payment-input';
