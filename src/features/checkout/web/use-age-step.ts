import { useState } from 'react';
import { useAgeVerificationConfig } from '../../age-verification/web';

/**
 * Spec 001 §2, 002 §5 check 4: shoppers who must verify their age do so on the payment step before the
 * order; the server holds the same gate whatever this page does.
 */
export function useAgeStep(cartPath: string | null) {
  const age = useAgeVerificationConfig(cartPath);
  const [verifiedNow, setVerifiedNow] = useState(false);
  const [answered, setAnswered] = useState(false);
  // Once shown, the step stays until it is done (its success message shows after the server says verified).
  const [shown, setShown] = useState(false);
  if (age.data?.isVerificationRequired && !shown) setShown(true);
  const required = age.isPending || age.data?.isVerificationRequired === true;
  return {
    config: age.data,
    visible: Boolean((shown || age.data?.isVerificationRequired) && age.data && cartPath),
    blocked: required && !verifiedNow,
    /**
     * The automatic check is under way: its block above the payment methods goes (or grows into the
     * proof form) when it answers, so until then the methods wait rather than move under the pointer.
     */
    checking: age.data?.isVerificationRequired === true && !age.data.isVerified && !answered && !verifiedNow,
    markVerified: () => setVerifiedNow(true),
    markAnswered: () => setAnswered(true),
  };
}
