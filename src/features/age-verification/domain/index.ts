export * from './attempts';
export * from './driving-licence';
export * from './messages';
export * from './passport-mrz';
export * from './proof';
export * from './settings';
