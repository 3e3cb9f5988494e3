import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../shared/domain/validation/messages';
import { DATE_MESSAGE } from '../../../shared/domain/validation/messages';
import { PROOF_METHOD_MISSING } from './messages';
import { MRZ_INPUT_MAX_LENGTH } from './passport-mrz';

const PROOF_METHODS = ['driverLicense', 'passport'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

const required = (max: number) => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, REQUIRED_MESSAGE);

/**
 * The refer call's serialised proof form (spec 001 §3): proofMethod, then the licence number, or the
 * passport's MRZ line and expiry date (YYYY-MM-DD). Fields of the other method are ignored.
 */
export const proofFormSchema = z.discriminatedUnion(
  'proofMethod',
  [
    z.object({ proofMethod: z.literal('driverLicense'), driverLicense: required(32) }),
    z.object({
      proofMethod: z.literal('passport'),
      passportNumber: required(MRZ_INPUT_MAX_LENGTH + 20),
      passportDate: z.string({ error: REQUIRED_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
    }),
  ],
  { error: PROOF_METHOD_MISSING },
);
export type ProofForm = z.infer<typeof proofFormSchema>;
