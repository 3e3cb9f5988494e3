// The captcha feature's web front door: what other features may use.
export { CaptchaChallenge, challengeQuery, shownChallenge } from './captcha-challenge';
export { captchaHeaders } from './captcha-headers';
export type { CaptchaAnswer } from './captcha-headers';
