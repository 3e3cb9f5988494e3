export { PickupPointBlock } from './pickup-point-block';
export type { PickupAddressSource } from './pickup-api';
