export { PickupPointBlock } from './pickup-point-block';
export type { PickupAddressSource } from './pickup-api';
export { fetchSavedPickup, pickupKeys, usePickupConfig } from './pickup-api';
