export { ageVerificationConfigQuery, useAgeVerificationConfig } from './age-api';
