import { captchaAnswerMatches, hashCaptchaAnswer } from './captcha-answer';

describe('captcha answers', () => {
  const id = 'a'.repeat(32);
  const stored = hashCaptchaAnswer(id, 'K7MPX');

  it('stores a sha256 of the id and the answer, never the answer', () => {
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('K7MPX');
  });

  it.each([
    ['K7MPX', true],
    ['k7mpx', true],
    [' K7mPx ', true],
    ['K7MP', false],
    ['K7MPXX', false],
    ['K7MPY', false],
    ['', false],
  ])('answer %j matches: %s', (answer, matches) => {
    expect(captchaAnswerMatches(id, answer, stored)).toBe(matches);
  });

  it('salts with the challenge id: the same answer to another challenge does not match', () => {
    expect(hashCaptchaAnswer('b'.repeat(32), 'K7MPX')).not.toBe(stored);
    expect(captchaAnswerMatches('b'.repeat(32), 'K7MPX', stored)).toBe(false);
  });

  it('refuses a damaged stored hash instead of throwing', () => {
    expect(captchaAnswerMatches(id, 'K7MPX', 'abc')).toBe(false);
  });
});
