/** A shopper's answer to a captcha challenge. */
export interface CaptchaAnswer {
  id: string;
  answer: string;
}

/** The headers that carry the answer (X-Captcha-Id, X-Captcha); none without an answer. */
export function captchaHeaders(captcha?: CaptchaAnswer): Record<string, string> | undefined {
  if (!captcha?.answer.trim()) return undefined;
  return { 'X-Captcha-Id': captcha.id, 'X-Captcha': captcha.answer.trim() };
}
