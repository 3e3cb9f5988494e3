import {
  ENGRAVING_REQUIRED,
  ENGRAVING_SIDE_REQUIRED,
  ENGRAVING_TEXT_INVALID,
  ENGRAVING_TOO_LONG,
  ENGRAVING_MARKUP,
  MAX_ENGRAVING_LENGTH,
  OPTION_REQUIRED,
  type PersonalisationRecord,
  personalisationKey,
  personalisationSchema,
} from './personalisation';

const front = { text: 'Jane', typeface: 'Script', orientation: 'Horizontal' } as const;
const back = { text: 'Est. 2024', typeface: 'Modern Sans', orientation: 'Vertical' } as const;

/** The first issue as "path: message", or 'ok'. */
function check(input: unknown): string {
  const result = personalisationSchema.safeParse(input);
  if (result.success) return 'ok';
  const issue = result.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('personalisationSchema', () => {
  it.each<[string, unknown, string]>([
    ['front only', { front }, 'ok'],
    ['back only', { back }, 'ok'],
    ['both sides with pattern and icon', { front: { ...front, pattern: 'Waves', icon: 'Heart' }, back }, 'ok'],
    ['exactly the longest text', { front: { ...front, text: 'x'.repeat(MAX_ENGRAVING_LENGTH) } }, 'ok'],
    ['letters beyond ASCII and the allowed punctuation', { front: { ...front, text: "Zoë & Åsa, it's 1!" } }, 'ok'],
    ['a typographic apostrophe (phones type one)', { front: { ...front, text: 'Jane’s' } }, 'ok'],
    ['text too long', { front: { ...front, text: 'x'.repeat(MAX_ENGRAVING_LENGTH + 1) } }, `front.text: ${ENGRAVING_TOO_LONG}`],
    ['empty text', { back: { ...back, text: '' } }, `back.text: ${ENGRAVING_REQUIRED}`],
    ['only spaces', { back: { ...back, text: '   ' } }, `back.text: ${ENGRAVING_REQUIRED}`],
    ['missing text', { back: { typeface: 'Script', orientation: 'Vertical' } }, `back.text: ${ENGRAVING_REQUIRED}`],
    ['an HTML tag', { front: { ...front, text: '<b>Hi</b>' } }, `front.text: ${ENGRAVING_MARKUP}`],
    ['a script tag', { back: { ...back, text: '<script>x' } }, `back.text: ${ENGRAVING_MARKUP}`],
    ['an entity', { front: { ...front, text: '&lt;3' } }, `front.text: ${ENGRAVING_TEXT_INVALID}`],
    ['a stray angle bracket', { front: { ...front, text: 'a > b' } }, `front.text: ${ENGRAVING_TEXT_INVALID}`],
    ['an emoji', { front: { ...front, text: 'Hi 😀' } }, `front.text: ${ENGRAVING_TEXT_INVALID}`],
    ['a line break', { front: { ...front, text: 'Hi\nthere' } }, `front.text: ${ENGRAVING_TEXT_INVALID}`],
    ['an unknown typeface', { front: { ...front, typeface: 'Comic Sans' } }, `front.typeface: ${OPTION_REQUIRED}`],
    ['no typeface', { back: { text: 'Hi', orientation: 'Vertical' } }, `back.typeface: ${OPTION_REQUIRED}`],
    ['an unknown orientation', { back: { ...back, orientation: 'Diagonal' } }, `back.orientation: ${OPTION_REQUIRED}`],
    ['an unknown pattern', { front: { ...front, pattern: 'Stripes' } }, `front.pattern: ${OPTION_REQUIRED}`],
    ['an unknown icon', { front: { ...front, icon: 'Skull' } }, `front.icon: ${OPTION_REQUIRED}`],
    ['a pattern on the back (the back has none)', { back: { ...back, pattern: 'Waves' } }, 'ok'],
    ['neither side', {}, `: ${ENGRAVING_SIDE_REQUIRED}`],
    ['both sides null', { front: null, back: null }, `: ${ENGRAVING_SIDE_REQUIRED}`],
    ['not an object', 'Jane', `: ${ENGRAVING_SIDE_REQUIRED}`],
  ])('%s → %s', (_name, input, expected) => {
    expect(check(input)).toBe(expected);
  });

  it('trims the text and drops what the engraving has no place for', () => {
    const parsed = personalisationSchema.parse({ front: { ...front, text: '  Jane  ', colour: 'red' }, back: { ...back, pattern: 'Waves' } });
    expect(parsed).toEqual({ front: { ...front, text: 'Jane' }, back });
  });

  it('says how long the text may be', () => {
    expect(ENGRAVING_TOO_LONG).toBe(`Please enter less or equal than ${MAX_ENGRAVING_LENGTH} symbols.`);
  });
});

describe('personalisationKey', () => {
  const engraving: PersonalisationRecord = { front: { ...front, pattern: 'Dots', icon: 'Star' }, back };

  it.each<[string, PersonalisationRecord | null | undefined, PersonalisationRecord | null | undefined, boolean]>([
    ['the same engraving', engraving, structuredClone(engraving), true],
    [
      'the same engraving written in another key order',
      engraving,
      {
        back: { orientation: 'Vertical', typeface: 'Modern Sans', text: 'Est. 2024' },
        front: { icon: 'Star', orientation: 'Horizontal', pattern: 'Dots', typeface: 'Script', text: 'Jane' },
      },
      true,
    ],
    ['an option given as undefined and one left out', { front }, { front: { ...front, pattern: undefined, icon: undefined }, back: undefined }, true],
    ['no engraving, null or undefined', null, undefined, true],
    ['another text', { front }, { front: { ...front, text: 'June' } }, false],
    ['another typeface', { front }, { front: { ...front, typeface: 'Classic Serif' } }, false],
    ['the same text on the other side', { front }, { back: front }, false],
    ['an icon added', { front }, { front: { ...front, icon: 'Heart' } }, false],
    ['an engraving and none', { front }, null, false],
  ])('%s → same key: %s', (_name, a, b, same) => {
    expect(personalisationKey(a) === personalisationKey(b)).toBe(same);
  });

  it('is empty for no engraving and stable across calls', () => {
    expect(personalisationKey(null)).toBe('');
    expect(personalisationKey(undefined)).toBe('');
    expect(personalisationKey(engraving)).toBe(personalisationKey(engraving));
    expect(personalisationKey(engraving)).not.toBe('');
  });
});

describe('the same engraving written two ways is one line', () => {
  const parse = (input: unknown) => personalisationSchema.parse(input);
  const front = { text: 'Zoë', typeface: 'Script', orientation: 'Horizontal' };

  it("treats 'None' as no pattern or icon", () => {
    expect(personalisationKey(parse({ front: { ...front, pattern: 'None', icon: 'None' } }))).toBe(personalisationKey(parse({ front })));
  });

  it('normalises the text (a composed and a decomposed ë are the same)', () => {
    const decomposed = { ...front, text: 'Zoe\u0308' };
    expect(parse({ front: decomposed }).front?.text).toBe('Zoë');
    expect(personalisationKey(parse({ front: decomposed }))).toBe(personalisationKey(parse({ front })));
  });
});
