import { AGE_NOT_VALIDATED, AGE_REFER_MESSAGE, AGE_VERIFICATION_FAILED } from './messages';

/**
 * Where a shopper stands (spec 001 §4): not yet checked, verified, asked for proof (refer), asked for
 * an ID image, or failed (the age-not-verified marker of spec 002 §5).
 */
const AGE_STATUSES = ['unverified', 'verified', 'refer', 'id_scan_required', 'failed'] as const;
export type AgeStatus = (typeof AGE_STATUSES)[number];

/** What the verification provider answered for one attempt. */
export const PROVIDER_OUTCOMES = ['pass', 'refer', 'fail', 'minor', 'exceeded'] as const;
export type ProviderOutcome = (typeof PROVIDER_OUTCOMES)[number];

/** How an attempt was made. */
const ATTEMPT_METHODS = ['automatic', 'passport', 'driving_licence', 'id_scan'] as const;
export type AttemptMethod = (typeof ATTEMPT_METHODS)[number];

export interface AttemptLimits {
  /** Proof submissions (passport or licence) a shopper may make. */
  maxProofAttempts: number;
  /** ID images a shopper may upload. */
  maxScanAttempts: number;
  /** Whether the store offers the ID upload at all. */
  idScanEnabled: boolean;
}

export interface AttemptCounts {
  proofAttempts: number;
  scanAttempts: number;
}

function attemptsLeft(used: number, max: number): number {
  return Math.max(0, max - used);
}

/** Not verified and out of proof attempts: the ID upload if the store offers it and attempts remain, else failed. */
function afterProofExhausted(counts: AttemptCounts, limits: AttemptLimits): AgeStatus {
  return limits.idScanEnabled && attemptsLeft(counts.scanAttempts, limits.maxScanAttempts) > 0 ? 'id_scan_required' : 'failed';
}

/**
 * The shopper's new status after an attempt (counts include it). A minor is refused for good; a pass
 * verifies; otherwise the next way to prove the age is offered while attempts remain.
 */
export function statusAfter(method: AttemptMethod, outcome: ProviderOutcome, counts: AttemptCounts, limits: AttemptLimits): AgeStatus {
  if (outcome === 'pass') return 'verified';
  if (outcome === 'minor') return 'failed';
  if (method === 'id_scan') {
    return outcome !== 'exceeded' && attemptsLeft(counts.scanAttempts, limits.maxScanAttempts) > 0 ? 'id_scan_required' : 'failed';
  }
  if (method === 'automatic') {
    if (outcome === 'refer' && limits.maxProofAttempts > 0) return 'refer';
    return afterProofExhausted(counts, limits);
  }
  // A proof: refer or fail leaves the form while attempts remain.
  if (outcome !== 'exceeded' && attemptsLeft(counts.proofAttempts, limits.maxProofAttempts) > 0) return 'refer';
  return afterProofExhausted(counts, limits);
}

/** Spec 001 §3: the verify and refer calls' answer. */
export interface AgeVerifyResponse {
  verificationSuccess: boolean;
  verificationRequired: boolean;
  refer: boolean;
  exceededMaxAttempts: boolean;
  message: string;
  /** Ours: the ID upload is the way left (the page opens the ID-scan popup). */
  idScanRequired: boolean;
  /** Ours: proof attempts left. */
  attemptsLeft: number;
}

export function verifyResponse(status: AgeStatus, counts: AttemptCounts, limits: AttemptLimits, failedMessage: string): AgeVerifyResponse {
  const left = attemptsLeft(counts.proofAttempts, limits.maxProofAttempts);
  return {
    verificationSuccess: status === 'verified',
    verificationRequired: status !== 'verified',
    refer: status === 'refer',
    // Spec 001 §4: once the ID upload is the way left, max-attempt-reached is set (the proof form is hidden).
    exceededMaxAttempts: status === 'id_scan_required' || status === 'failed',
    message: status === 'refer' ? AGE_REFER_MESSAGE : status === 'failed' ? failedMessage : '',
    idScanRequired: status === 'id_scan_required',
    attemptsLeft: left,
  };
}

/**
 * Spec 002 §5 check 4, on the server: a basket with age-restricted products in a store that must verify
 * needs a passed verification; the age-not-verified marker (failed) has its own message.
 */
export function orderAgeFailure(status: AgeStatus, input: { mustVerify: boolean; hasRestrictedProducts: boolean }): string | null {
  if (!input.mustVerify || !input.hasRestrictedProducts || status === 'verified') return null;
  return status === 'failed' ? AGE_VERIFICATION_FAILED : AGE_NOT_VALIDATED;
}
