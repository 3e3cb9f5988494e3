// The pod-recycling feature's web front door: what other features may use.
export { PodRecyclingBlock } from './pod-recycling-block';
