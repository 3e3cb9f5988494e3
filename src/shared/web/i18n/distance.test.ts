// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('a distance in the page’s locale', () => {
  afterEach(() => {
    document.documentElement.lang = 'en-GB';
  });

  it('is in metres under a kilometre, else in kilometres to one decimal', () => {
    document.documentElement.lang = 'en-GB';
    expect(formatDistance(349.6)).toBe('350 m');
    expect(formatDistance(1234)).toBe('1.2 km');
  });

  it('writes the decimal as the locale does', () => {
    document.documentElement.lang = 'de-DE';
    expect(formatDistance(1234)).toBe('1,2 km');
    document.documentElement.lang = 'fr-FR';
    expect(formatDistance(2500)).toBe('2,5\u202fkm');
  });
});
