export * from './settings';
export * from './packaging-choice';
