// The shipping feature's server front door: what other features may use.
export { rateDto } from './service';
