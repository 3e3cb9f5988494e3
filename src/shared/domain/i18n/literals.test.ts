import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A shopper-facing text written in a component instead of a catalogue fails here: words between tags,
// and the attributes a shopper reads or hears (a label, a placeholder, a text alternative). Texts that
// are the same in every language (the brand, a payment provider's name) are listed with their reason.

const SRC = path.resolve(__dirname, '../../..');

/** Attributes whose value a shopper reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label', 'caption']);

/** Words that read the same in every store. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // The brand, in the header.
  'Vype',
  // The payment provider's name, on its return page.
  'PayPal',
]);

const HAS_WORD = /\p{L}{2,}/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file.split(path.sep).includes('web'));
}

/** The literal texts of a component file that a shopper would meet, with their lines. */
function shopperLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, words: string) => {
    const value = words.trim();
    if (HAS_WORD.test(value) && !SAME_IN_EVERY_LANGUAGE.has(value)) {
      found.push(`${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(value)}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && SPOKEN_ATTRIBUTES.has(node.name.getText())) {
      note(node, node.initializer.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent) && ts.isStringLiteralLike(node.expression)) {
      note(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('shopper-facing texts', () => {
  it('finds the literals it refuses', () => {
    const sample = 'export const A = () => <p title="Hello there">Some words {"more words"} <img alt="" /></p>;';
    expect(shopperLiterals(path.join(SRC, 'x.tsx'), sample).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      '"Hello there"',
      '"Some words"',
      '"more words"',
    ]);
  });

  it('come from the catalogues: no component writes one as a literal', () => {
    const literals = componentFiles(SRC).flatMap((file) => shopperLiterals(file, readFileSync(file, 'utf8')));
    expect(literals).toEqual([]);
  });
});
