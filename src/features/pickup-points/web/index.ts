export { PickupPointBlock, type PickupPointBlockProps } from './pickup-point-block';
export type { PickupAddressSource } from './pickup-api';
