import { ICONS, MAX_ENGRAVING_LENGTH, ORIENTATIONS, PATTERNS, TYPEFACES } from '../domain';
import { type PersonalisationDraft, draftToInput, emptyDraft } from './personalisation-form';

const start = emptyDraft({
  typefaces: [...TYPEFACES],
  orientations: [...ORIENTATIONS],
  patterns: [...PATTERNS],
  icons: [...ICONS],
  max_length: MAX_ENGRAVING_LENGTH,
});
const draft = (change: { front?: Partial<PersonalisationDraft['front']>; back?: Partial<PersonalisationDraft['back']> }): PersonalisationDraft => ({
  front: { ...start.front, ...change.front },
  back: { ...start.back, ...change.back },
});

describe('draftToInput', () => {
  it.each<[string, PersonalisationDraft, unknown]>([
    ['untouched: no engraving', start, undefined],
    ['only spaces typed: no engraving', draft({ front: { text: '  ' } }), undefined],
    ['front text', draft({ front: { text: 'Jane' } }), { front: { text: 'Jane', typeface: 'Classic Serif', orientation: 'Horizontal' } }],
    ['back text', draft({ back: { text: 'Jo' } }), { back: { text: 'Jo', typeface: 'Classic Serif', orientation: 'Horizontal' } }],
    [
      'pattern and icon chosen',
      draft({ front: { text: 'A', pattern: 'Dots', icon: 'Leaf' } }),
      { front: { text: 'A', typeface: 'Classic Serif', orientation: 'Horizontal', pattern: 'Dots', icon: 'Leaf' } },
    ],
    [
      'an option changed without text: the side is sent, to be refused',
      draft({ back: { typeface: 'Script' } }),
      { back: { text: '', typeface: 'Script', orientation: 'Horizontal' } },
    ],
  ])('%s', (_name, value, expected) => {
    expect(draftToInput(value, start)).toEqual(expected);
  });
});
