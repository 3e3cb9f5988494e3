import { CAPTCHA_ALPHABET, CAPTCHA_CODE_LENGTH } from '../domain';
import { GLYPHS } from './captcha-glyphs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type RandomUnit, captchaSvg, randomCaptchaCode, svgDataUri } from './captcha-image';

/** A seeded generator (mulberry32), so that an image can be drawn twice. */
function seeded(seed: number): RandomUnit {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('captcha code', () => {
  it('draws codes of the configured length from the unambiguous alphabet, all of it in use', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = randomCaptchaCode();
      expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_CODE_LENGTH}}$`));
      for (const char of code) seen.add(char);
    }
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('rarely repeats itself', () => {
    const codes = new Set(Array.from({ length: 200 }, () => randomCaptchaCode()));
    expect(codes.size).toBeGreaterThan(195);
  });
});

describe('captcha image', () => {
  it('has a glyph for every character of the alphabet and no other', () => {
    expect(Object.keys(GLYPHS).sort()).toEqual([...CAPTCHA_ALPHABET].sort());
  });

  it('draws strokes, never text, so the answer is not in the source', () => {
    const svg = captchaSvg('K7MPX', seeded(1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 160 56"/);
    expect(svg).not.toMatch(/<text|<tspan|font/);
    expect(svg).not.toContain('K7MPX');
    // 4 noise curves and one path per character; 24 dots
    expect(svg.match(/<path /g)).toHaveLength(4 + 5);
    expect(svg.match(/<circle /g)).toHaveLength(24);
  });

  it('keeps every character inside the image whatever the jitter', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const svg = captchaSvg(CAPTCHA_ALPHABET.slice(seed % 17, (seed % 17) + 5), seeded(seed));
      const glyphPaths = [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke-linecap/g)].map((m) => m[1]);
      expect(glyphPaths).toHaveLength(5);
      for (const d of glyphPaths) {
        const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
        for (let i = 0; i < numbers.length; i += 2) {
          expect(numbers[i]).toBeGreaterThanOrEqual(0);
          expect(numbers[i]).toBeLessThanOrEqual(CAPTCHA_WIDTH);
          expect(numbers[i + 1]).toBeGreaterThanOrEqual(0);
          expect(numbers[i + 1]).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
        }
      }
    }
  });

  it('jitters: the same code looks different each time, the same random source draws the same image', () => {
    expect(captchaSvg('AAAAA', seeded(7))).toBe(captchaSvg('AAAAA', seeded(7)));
    expect(captchaSvg('AAAAA', seeded(7))).not.toBe(captchaSvg('AAAAA', seeded(8)));
    expect(captchaSvg('AAAAA')).not.toBe(captchaSvg('AAAAA'));
  });

  it('refuses a character it cannot draw rather than drawing a wrong one', () => {
    expect(() => captchaSvg('K0MPX')).toThrow(/no captcha glyph for "0"/);
  });

  it('is served as a base64 SVG data URI', () => {
    const uri = svgDataUri(captchaSvg('K7MPX'));
    expect(uri).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(uri.split(',')[1], 'base64').toString('utf8')).toMatch(/^<svg .*<\/svg>$/);
  });
});
