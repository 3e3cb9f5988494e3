export * from './settings';
export * from './block-state';
