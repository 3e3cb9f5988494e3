import { defineSettings } from '../../../shared/domain/settings';

export interface AgeVerificationSettings {
  /** Shoppers must verify their age before ordering age-restricted products (the must-verify config). */
  mustVerify: boolean;
  /** Proof submissions (passport or licence) per shopper. */
  maxProofAttempts: number;
  /** Verification calls per client address in the rate window (any shopper). */
  clientAttemptsPerWindow: number;
  /** The ID-scan upload (IDScan): offered when the automatic check and the proof did not verify. */
  idScanEnabled: boolean;
  /** ID images per shopper. */
  maxScanAttempts: number;
  /** The second upload variant (ageVerifyWithIdscan.IdscanWithAgeVerificationEnabled). */
  idUploadVariant: boolean;
  /** Shown when an uploaded ID did not verify (spec 001 §8: configured). */
  idScanFailedMessage: string;
  /** Shown when no attempt is left (spec 001 §8: configured). */
  maxAttemptsMessage: string;
  /** The support line and address of the upload failure message. */
  supportPhone: string;
  supportEmail: string;
}

declare module '../../stores/domain' {
  interface StoreSettings {
    ageVerification: AgeVerificationSettings;
  }
}

/** Age verification settings (`age_verification/…`); off by default, on in the UK store. */
export const ageVerificationSettings = defineSettings(
  {
    'age_verification/general/enabled': '0',
    'age_verification/general/max_attempts': '3',
    'age_verification/general/client_attempts_per_window': '100',
    'age_verification/idscan/enabled': '0',
    'age_verification/idscan/max_attempts': '3',
    'age_verification/idscan/with_age_verification': '0',
    'age_verification/idscan/failed_message': 'We could not verify your age from this image. Please upload a clear photo of your driving licence or passport.',
    'age_verification/idscan/max_attempts_message': 'You have reached the maximum number of attempts to verify your age. Please contact customer support.',
    'age_verification/idscan/support_phone': '0800 000 0000',
    'age_verification/idscan/support_email': 'support@example.com',
  },
  (get): { ageVerification: AgeVerificationSettings } => ({
    ageVerification: {
      mustVerify: get.flag('age_verification/general/enabled'),
      maxProofAttempts: Math.max(0, get.int('age_verification/general/max_attempts')),
      clientAttemptsPerWindow: Math.max(1, get.int('age_verification/general/client_attempts_per_window')),
      idScanEnabled: get.flag('age_verification/idscan/enabled'),
      maxScanAttempts: Math.max(0, get.int('age_verification/idscan/max_attempts')),
      idUploadVariant: get.flag('age_verification/idscan/with_age_verification'),
      idScanFailedMessage: get.text('age_verification/idscan/failed_message'),
      maxAttemptsMessage: get.text('age_verification/idscan/max_attempts_message'),
      supportPhone: get.text('age_verification/idscan/support_phone'),
      supportEmail: get.text('age_verification/idscan/support_email'),
    },
  }),
);
