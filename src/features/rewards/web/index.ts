// The rewards feature's web front door: what other features may use.
export { RewardPoints } from './reward-points';
