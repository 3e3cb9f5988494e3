// The gift-registry feature's web front door: what other features may use.
export { useRegistryRates } from './registry-api';
export type { ChosenRegistry } from './registry-api';
