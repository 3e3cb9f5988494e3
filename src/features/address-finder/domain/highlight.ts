/** A matched range of characters, start inclusive, end exclusive. */
export interface HighlightRange {
  start: number;
  end: number;
}

export interface ParsedHighlight {
  text: HighlightRange[];
  description: HighlightRange[];
}

/**
 * Loqate's Highlight: `"0-4,7-9;1-4"`, ranges in Text, then `;`, then ranges in Description. Anything
 * malformed, reversed or out of its string is dropped rather than trusted.
 */
export function parseHighlight(highlight: string, textLength: number, descriptionLength: number): ParsedHighlight {
  const [textPart = '', descriptionPart = ''] = highlight.split(';');
  return { text: parseRanges(textPart, textLength), description: parseRanges(descriptionPart, descriptionLength) };
}

function parseRanges(part: string, length: number): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const piece of part.split(',')) {
    const match = /^\s*(\d+)-(\d+)\s*$/.exec(piece);
    if (!match) continue;
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), length);
    if (start < end) ranges.push({ start, end });
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Writes ranges the way Loqate does (`"0-4,7-9"`). */
export function formatRanges(ranges: readonly HighlightRange[]): string {
  return mergeRanges([...ranges])
    .map((r) => `${r.start}-${r.end}`)
    .join(',');
}

export interface TextSegment {
  text: string;
  matched: boolean;
}

/** Splits a string into plain and matched pieces, for rendering the matched ones in bold. */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), matched: false });
    segments.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), matched: false });
  return segments;
}
