export { type ConsentChoice, consentCookie, consentFromCookies } from './consent';
