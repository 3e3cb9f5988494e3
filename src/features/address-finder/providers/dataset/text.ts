/** One character folded for matching: accents dropped, lower case, anything but a letter or digit a space. Length kept. */
function foldChar(char: string): string {
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const first = folded.charAt(0) || ' ';
  return /[\p{L}\p{N}]/u.test(first) ? first : ' ';
}

/** A string folded character by character, so an index in it is the same index in the original. */
function foldAligned(text: string): string {
  let out = '';
  for (const char of text) out += char.length === 1 ? foldChar(char) : ' '.repeat(char.length);
  return out;
}

/** Words of a text for a haystack: ' word word … ' (a match is a word start: ' ' + token). */
export function foldWords(text: string): string {
  // 'Straße' is also found as 'strasse', as German shoppers type it on other keyboards.
  const spellings = text.includes('ß') ? `${text} ${text.replace(/ß/g, 'ss')}` : text;
  return ` ${foldAligned(spellings).split(' ').filter(Boolean).join(' ')} `;
}

/** The search's tokens, folded. */
export function searchTokens(text: string): string[] {
  return foldAligned(text).split(' ').filter(Boolean);
}

/** Ranges of `text` where a token starts a word. */
export function matchRanges(text: string, tokens: readonly string[]): { start: number; end: number }[] {
  const folded = foldAligned(text);
  const ranges: { start: number; end: number }[] = [];
  for (const token of tokens) {
    let at = folded.indexOf(token);
    while (at !== -1) {
      if (at === 0 || folded[at - 1] === ' ') ranges.push({ start: at, end: at + token.length });
      at = folded.indexOf(token, at + 1);
    }
  }
  return ranges;
}
