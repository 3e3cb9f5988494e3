// The shipping feature's web front door: what other features may use.
export { useRateErrorText } from './rate-error';
