// The rewards feature's server front door: what other features may use.
export { spendRewardPoints } from './service';
