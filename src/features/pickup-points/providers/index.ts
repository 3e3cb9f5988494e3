export * from './port';
export { PickupSandbox, type PickupSandboxOptions } from './sandbox';
