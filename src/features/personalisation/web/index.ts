// The personalisation feature's web front door: what other features may use.
export { PersonalisationDetails } from './personalisation-details';
export type { PersonalisationFieldsetHandle } from './personalisation-fieldset';
