// The address-finder feature's web front door: what other features may use.
export { AddressFinderSlot } from './address-finder-slot';
export { useFinderConfig } from './finder-config';
