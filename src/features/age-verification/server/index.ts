// The age-verification feature's server front door: what other features may use.
export { AGE_CHECK_DUE, checkOrderAge, runPendingAgeCheck } from './service';
export type { AgeVerificationAdapters, KeyedHash } from './service';
