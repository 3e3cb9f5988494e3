import { createHash, timingSafeEqual } from 'node:crypto';
import { normaliseCaptchaAnswer } from '../domain';

/** Only this hash is stored: salted with the challenge id, so equal answers of two challenges differ. */
export function hashCaptchaAnswer(challengeId: string, answer: string): string {
  return createHash('sha256')
    .update(`${challengeId}:${normaliseCaptchaAnswer(answer)}`)
    .digest('hex');
}

export function captchaAnswerMatches(challengeId: string, answer: string, storedHash: string): boolean {
  const given = Buffer.from(hashCaptchaAnswer(challengeId, answer), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
