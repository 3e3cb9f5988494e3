import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_CODE_LENGTH } from '../domain';
import { GLYPH_HEIGHT, GLYPH_WIDTH, type GlyphPoint, glyphFor } from './captcha-glyphs';

/** A random number in [0, 1); injectable so that tests can draw the same image twice. */
export type RandomUnit = () => number;
/** Draws a captcha answer; injectable so that route tests can know it. */
export type RandomCode = () => string;

const cryptoRandomUnit: RandomUnit = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** The answer: CAPTCHA_CODE_LENGTH characters of the unambiguous alphabet, from the crypto source. */
export const randomCaptchaCode: RandomCode = () => {
  let code = '';
  for (let i = 0; i < CAPTCHA_CODE_LENGTH; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
};

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
const CELL = 28;
const UNIT = 5; // pixels per glyph grid unit
const INK = ['#1f2a44', '#3b1f44', '#213d2b', '#44301f', '#1f3a44'];
const NOISE = ['#8a8f98', '#a08a7c', '#7c8fa0'];

const px = (n: number) => n.toFixed(1);

/**
 * Draws the code as jittered, rotated strokes over noise curves and dots: enough to stop naive
 * scripts, still easy for a person. No external service and no font files.
 */
export function captchaSvg(code: string, random: RandomUnit = cryptoRandomUnit): string {
  const between = (min: number, max: number) => min + (max - min) * random();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const parts: string[] = [`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="#f5f4ef"/>`];

  for (let i = 0; i < 4; i++) {
    const [y0, cy, y1] = [between(8, 48), between(0, 56), between(8, 48)];
    const d = `M${px(between(0, 20))} ${px(y0)} Q${px(between(50, 110))} ${px(cy)} ${px(between(140, 160))} ${px(y1)}`;
    parts.push(`<path d="${d}" fill="none" stroke="${pick(NOISE)}" stroke-width="${px(between(1, 1.6))}"/>`);
  }

  const left = (CAPTCHA_WIDTH - code.length * CELL) / 2;
  [...code].forEach((char, index) => {
    const angle = between(-0.35, 0.35); // about ±20°
    const scale = between(0.9, 1.15) * UNIT;
    const cx = left + index * CELL + CELL / 2 + between(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + between(-5, 5);
    const place = ([x, y]: GlyphPoint) => {
      const [dx, dy] = [(x - GLYPH_WIDTH / 2) * scale, (y - GLYPH_HEIGHT / 2) * scale];
      const rx = cx + dx * Math.cos(angle) - dy * Math.sin(angle) + between(-0.8, 0.8);
      const ry = cy + dx * Math.sin(angle) + dy * Math.cos(angle) + between(-0.8, 0.8);
      return `${px(rx)} ${px(ry)}`;
    };
    const d = glyphFor(char)
      .map((stroke) => stroke.map((point, n) => `${n === 0 ? 'M' : 'L'}${place(point)}`).join(' '))
      .join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="${pick(INK)}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`);
  });

  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${px(between(0, CAPTCHA_WIDTH))}" cy="${px(between(0, CAPTCHA_HEIGHT))}" r="${px(between(0.6, 1.6))}" fill="${pick(NOISE)}"/>`);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img" aria-label="CAPTCHA">${parts.join('')}</svg>`
  );
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
