import { z } from 'zod';

/** Typefaces, orientations, patterns and icons the engraving service offers (our choice; README). */
export const TYPEFACES = ['Classic Serif', 'Modern Sans', 'Script'] as const;
export const ORIENTATIONS = ['Horizontal', 'Vertical'] as const;
export const PATTERNS = ['None', 'Waves', 'Geometric', 'Dots'] as const;
export const ICONS = ['None', 'Heart', 'Star', 'Leaf'] as const;
/** Longest engraving that fits a side of the device. */
export const MAX_ENGRAVING_LENGTH = 20;

export const ENGRAVING_TEXT_INVALID = 'Use letters, numbers, spaces and . , \' ! & - only.';

// Plain text only: no markup can reach the basket, order or engraving machine.
const engravingText = z
  .string()
  .trim()
  .min(1)
  .max(MAX_ENGRAVING_LENGTH)
  .regex(/^[\p{L}\p{N} .,'!&-]+$/u, ENGRAVING_TEXT_INVALID);

const frontSchema = z.object({
  text: engravingText,
  typeface: z.enum(TYPEFACES),
  orientation: z.enum(ORIENTATIONS),
  pattern: z.enum(PATTERNS).optional(),
  icon: z.enum(ICONS).optional(),
});
const backSchema = z.object({ text: engravingText, typeface: z.enum(TYPEFACES), orientation: z.enum(ORIENTATIONS) });

/** `product_option.extension_attributes.personalisation` on an add-to-basket call. */
export const personalisationSchema = z
  .object({ front: frontSchema.optional(), back: backSchema.optional() })
  .refine((p) => p.front || p.back, { message: 'Enter the text for the front or the back.' });

export type PersonalisationRecord = z.infer<typeof personalisationSchema>;

/** A stable key of an engraving, so two devices engraved differently stay separate lines ('' for none). */
export function personalisationKey(p: PersonalisationRecord | null | undefined): string {
  if (!p) return '';
  const side = (s: Record<string, string | undefined> | undefined) =>
    s ? Object.keys(s).sort().map((k) => `${k}=${s[k] ?? ''}`).join(';') : '';
  return `front:${side(p.front)}|back:${side(p.back)}`;
}
