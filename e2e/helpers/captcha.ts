/**
 * Every captcha's answer in the journeys' server (CAPTCHA_TEST_ANSWER in playwright.config.ts): the
 * image is still drawn at random, only its text is known.
 */
export const CAPTCHA_TEST_ANSWER = 'K7MPX';

export const CAPTCHA_ANSWER_LABEL = 'Please type the letters and numbers below';
