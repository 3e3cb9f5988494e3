import { describe, expect, it } from 'vitest';
import { MOBILE_INVALID, MOBILE_REQUIRED } from './messages';
import { checkMobileShape } from './mobile';
import { checkNotificationMobileFormat } from './mobile-format';

describe('the notification mobile’s shape (checked before libphonenumber is in)', () => {
  it('asks for the number when the store requires it, and lets an optional one be left empty', () => {
    expect(checkMobileShape('  ', true)).toEqual({ ok: false, message: MOBILE_REQUIRED });
    expect(checkMobileShape('', false)).toEqual({ ok: true });
  });

  it('refuses what is not made of a telephone’s characters', () => {
    expect(checkMobileShape('06 12 ab 56 78', false)).toEqual({ ok: false, message: MOBILE_INVALID });
    expect(checkMobileShape('+33 6 12 34 56 78', true)).toEqual({ ok: true });
  });

  it('refuses nothing the full check would accept, with the full check’s message', () => {
    for (const [value, country, required] of [
      ['', 'FR', true],
      ['x', 'FR', false],
      ['+33 6 12 34 56 78', 'FR', true],
      ['06 12', 'FR', false],
      ['+32 470 12 34 56', 'BE', true],
    ] as const) {
      const shape = checkMobileShape(value, required);
      const full = checkNotificationMobileFormat(value, country, required);
      if (!shape.ok) expect(full).toEqual(shape);
      if (full.ok) expect(shape.ok).toBe(true);
    }
  });
});
