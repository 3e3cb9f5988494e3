export { ageVerificationConfigQuery, useAgeVerificationConfig, type AgeVerificationConfig } from './age-api';
export type { AgeVerificationStepProps } from './age-verification-step';
