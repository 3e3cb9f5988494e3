// The captcha feature's web front door: what other features may use.
export { captchaHeaders } from './captcha-headers';
export type { CaptchaAnswer } from './captcha-headers';
