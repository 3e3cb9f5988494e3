import { z } from 'zod';
import { MAX_LENGTH_MESSAGE, NO_HTML_TAGS_MESSAGE, REQUIRED_MESSAGE, SELECT_OPTION_MESSAGE } from '../../../shared/domain/validation/messages';
import { characterCount, formatMessage } from '../../../shared/domain/validation/rule-failure';

/** Typefaces, orientations, patterns and icons the engraving service offers (our choice; README). */
export const TYPEFACES = ['Classic Serif', 'Modern Sans', 'Script'] as const;
export const ORIENTATIONS = ['Horizontal', 'Vertical'] as const;
export const PATTERNS = ['None', 'Waves', 'Geometric', 'Dots'] as const;
export const ICONS = ['None', 'Heart', 'Star', 'Leaf'] as const;
/** Longest engraving that fits a side of the device. */
export const MAX_ENGRAVING_LENGTH = 20;

// The shop's standard texts (Magento's), so the engraving fields read like every other field.
export const ENGRAVING_REQUIRED = REQUIRED_MESSAGE;
export const ENGRAVING_TOO_LONG = formatMessage(MAX_LENGTH_MESSAGE, { '1': MAX_ENGRAVING_LENGTH });
export const ENGRAVING_MARKUP = NO_HTML_TAGS_MESSAGE;
export const ENGRAVING_TEXT_INVALID = "Use letters, numbers, spaces and . , ' ! & - only.";
/** An unknown or missing typeface, orientation, pattern or icon. */
export const OPTION_REQUIRED = SELECT_OPTION_MESSAGE;
export const ENGRAVING_SIDE_REQUIRED = 'Enter the text for the front or the back.';

// Magento's test for markup: anything that opens or closes a tag, such as "<b" or "</script".
const HTML_TAG = /<(\/)?\w+/;
// Plain text only: no markup can reach the basket, order or engraving machine. The typographic
// apostrophe is what phone keyboards type for '.
const ENGRAVING_CHARACTERS = /^[\p{L}\p{N} .,'’!&-]+$/u;

/** The first reason a side's text cannot be engraved, or null. */
function engravingTextProblem(text: string): string | null {
  if (text === '') return ENGRAVING_REQUIRED;
  if (HTML_TAG.test(text)) return ENGRAVING_MARKUP;
  if (characterCount(text) > MAX_ENGRAVING_LENGTH) return ENGRAVING_TOO_LONG;
  if (!ENGRAVING_CHARACTERS.test(text)) return ENGRAVING_TEXT_INVALID;
  return null;
}

// NFC: the same letters typed on different keyboards are the same engraving (and the same line).
const engravingText = z
  .string({ error: ENGRAVING_REQUIRED })
  .trim()
  .transform((text) => text.normalize('NFC'))
  .check((ctx) => {
    const problem = engravingTextProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

const option = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: OPTION_REQUIRED });

const frontSchema = z.object({
  text: engravingText,
  typeface: option(TYPEFACES),
  orientation: option(ORIENTATIONS),
  // 'None' is no pattern or icon at all: stored as absent, so it keys the same line as leaving it out.
  pattern: option(PATTERNS)
    .transform((v) => (v === 'None' ? undefined : v))
    .optional(),
  icon: option(ICONS)
    .transform((v) => (v === 'None' ? undefined : v))
    .optional(),
});
const backSchema = z.object({ text: engravingText, typeface: option(TYPEFACES), orientation: option(ORIENTATIONS) });

/** A side may be left out or sent as null (no engraving there); either way it is absent after parsing. */
const side = <S extends z.ZodType>(schema: S) =>
  schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();

/** `product_option.extension_attributes.personalisation` on an add-to-basket call. */
export const personalisationSchema = z
  .object({ front: side(frontSchema), back: side(backSchema) }, { error: ENGRAVING_SIDE_REQUIRED })
  .refine((p) => p.front || p.back, { message: ENGRAVING_SIDE_REQUIRED });

export type PersonalisationRecord = z.infer<typeof personalisationSchema>;

/**
 * A stable key of an engraving, so two devices engraved differently stay separate lines ('' for none).
 * The order of the keys and options left out or given as undefined make no difference.
 */
export function personalisationKey(p: PersonalisationRecord | null | undefined): string {
  if (!p) return '';
  const side = (s: Record<string, string | undefined> | null | undefined) =>
    s
      ? Object.keys(s)
          .filter((k) => s[k] !== undefined)
          .sort()
          .map((k) => `${k}=${s[k]}`)
          .join(';')
      : '';
  return `front:${side(p.front)}|back:${side(p.back)}`;
}
