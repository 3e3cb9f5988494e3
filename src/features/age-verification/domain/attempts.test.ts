import { type AgeStatus, type AttemptMethod, orderAgeFailure, type ProviderOutcome, statusAfter, verifyResponse } from './attempts';
import { AGE_NOT_VALIDATED, AGE_REFER_MESSAGE, AGE_VERIFICATION_FAILED } from './messages';

const UK = { maxProofAttempts: 3, maxScanAttempts: 3, idScanEnabled: true };
const NO_SCAN = { ...UK, idScanEnabled: false };

describe('status after an attempt', () => {
  it.each<[AttemptMethod, ProviderOutcome, number, number, typeof UK, AgeStatus]>([
    ['automatic', 'pass', 0, 0, UK, 'verified'],
    ['automatic', 'refer', 0, 0, UK, 'refer'],
    ['automatic', 'refer', 0, 0, { ...UK, maxProofAttempts: 0 }, 'id_scan_required'],
    ['automatic', 'fail', 0, 0, UK, 'id_scan_required'],
    ['automatic', 'fail', 0, 0, NO_SCAN, 'failed'],
    ['automatic', 'exceeded', 0, 0, UK, 'id_scan_required'],
    ['automatic', 'exceeded', 0, 0, NO_SCAN, 'failed'],
    ['automatic', 'minor', 0, 0, UK, 'failed'],
    ['passport', 'pass', 1, 0, UK, 'verified'],
    ['passport', 'refer', 1, 0, UK, 'refer'],
    ['driving_licence', 'fail', 2, 0, UK, 'refer'],
    ['driving_licence', 'fail', 3, 0, UK, 'id_scan_required'],
    ['passport', 'fail', 3, 0, NO_SCAN, 'failed'],
    ['passport', 'exceeded', 1, 0, UK, 'id_scan_required'],
    ['passport', 'minor', 1, 0, UK, 'failed'],
    ['passport', 'fail', 3, 3, UK, 'failed'],
    ['id_scan', 'pass', 3, 1, UK, 'verified'],
    ['id_scan', 'fail', 3, 1, UK, 'id_scan_required'],
    ['id_scan', 'fail', 3, 2, UK, 'id_scan_required'],
    ['id_scan', 'fail', 3, 3, UK, 'failed'],
    ['id_scan', 'minor', 0, 1, UK, 'failed'],
    ['id_scan', 'exceeded', 0, 1, UK, 'failed'],
  ])('%s %s (proofs %i, scans %i) → %s', (method, outcome, proofAttempts, scanAttempts, limits, status) => {
    expect(statusAfter(method, outcome, { proofAttempts, scanAttempts }, limits)).toBe(status);
  });
});

describe('the verify answer (spec 001 §3)', () => {
  const counts = { proofAttempts: 1, scanAttempts: 0 };
  it('says success, refer, and when the attempts are exceeded', () => {
    expect(verifyResponse('verified', counts, UK, 'x')).toMatchObject({ verificationSuccess: true, verificationRequired: false, refer: false });
    expect(verifyResponse('refer', counts, UK, 'x')).toMatchObject({ refer: true, message: AGE_REFER_MESSAGE, attemptsLeft: 2, exceededMaxAttempts: false });
    expect(verifyResponse('id_scan_required', { proofAttempts: 3, scanAttempts: 0 }, UK, 'x')).toMatchObject({
      refer: false,
      idScanRequired: true,
      exceededMaxAttempts: true,
    });
    expect(verifyResponse('failed', counts, UK, 'configured')).toMatchObject({ exceededMaxAttempts: true, message: 'configured' });
  });
});

describe('placing an order (spec 002 §5, check 4)', () => {
  it.each<[AgeStatus, boolean, boolean, string | null]>([
    ['verified', true, true, null],
    ['unverified', true, true, AGE_NOT_VALIDATED],
    ['refer', true, true, AGE_NOT_VALIDATED],
    ['id_scan_required', true, true, AGE_NOT_VALIDATED],
    ['failed', true, true, AGE_VERIFICATION_FAILED],
    ['failed', true, false, null],
    ['unverified', false, true, null],
  ])('%s, must verify %s, restricted products %s → %s', (status, mustVerify, hasRestrictedProducts, message) => {
    expect(orderAgeFailure(status, { mustVerify, hasRestrictedProducts })).toBe(message);
  });
});
