export * from './port';
export { PickupSandbox } from './sandbox';
