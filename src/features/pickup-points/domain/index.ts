export * from './messages';
export * from './pickup-method';
export * from './pickup-point';
export * from './telephone';
export * from './settings';
