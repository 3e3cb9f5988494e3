// The secondary-packaging feature's web front door: what other features may use.
export { SecondaryPackagingBlock } from './secondary-packaging-block';
