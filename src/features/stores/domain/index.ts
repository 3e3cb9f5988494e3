export * from './settings';
export * from './tax';
export * from './guest-checkout';
