import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Catalogue, PLURAL_SUFFIX, flatten, keyDifferences, slotDifferences } from './catalogue-shape';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

// The catalogues are held to the source (en-GB) and to the code that uses them: a key missing from any
// language, a key no code uses, a key the code uses that the source lacks, or a translation that lost a
// placeholder fails here (and so `npm test`).

const CATALOGUE_DIR = path.resolve(__dirname, 'catalogues');
const SRC = path.resolve(__dirname, '../../..');

function readCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(path.join(CATALOGUE_DIR, `${language}.json`), 'utf8')) as Catalogue;
}

/** The key a code literal names: a plural family by its base (`header.basketItems`). */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Code that speaks through a catalogue of its own (the e-mails': features/mail/domain/catalogues) is held to that one. */
const OWN_CATALOGUES = [path.join(SRC, 'features/mail/domain')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !OWN_CATALOGUES.some((dir) => file.startsWith(dir + path.sep)));
}

const source = flatten(readCatalogue(SOURCE_LANGUAGE));
const namespaces = new Set([...source.keys()].map((key) => key.split('.')[0]));

/** Where the code names a key: `t('basket.title')`, `i18nKey="basket.line.quantity"`, and, for `used`, any literal of a catalogue's namespace (a key map). */
function keysIn(files: string[], pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (namespaces.has(key.split('.')[0])) found.set(key, path.relative(SRC, file));
    }
  }
  return found;
}

const KEY = `([a-z][a-zA-Z0-9]*(?:\\.[a-zA-Z0-9_]+)+)`;
/** A translation call: `t('key'` or `i18nKey="key"` (tsc holds the rest of `t`'s keys to the source catalogue). */
const CALLED = new RegExp(`(?:\\bt\\(\\s*|i18nKey=\\{?)['"\`]${KEY}['"\`]`, 'g');
/** Any string literal that may be a key (a key map such as the basket prompt's texts). */
const LITERAL = new RegExp(`['"\`]${KEY}['"\`]`, 'g');

describe('the catalogues', () => {
  it('has one catalogue per language, and no other', () => {
    const files = readdirSync(CATALOGUE_DIR).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))('%s has every key of the source, each plural in all its forms, and nothing else', (language) => {
    expect(keyDifferences(source, flatten(readCatalogue(language)), language)).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s fills in and wraps what the source does, with no empty text', (language) => {
    expect(slotDifferences(source, flatten(readCatalogue(language)))).toEqual([]);
  });
});

describe('the code and the catalogues', () => {
  const files = sourceFiles(SRC);
  const called = keysIn(files, CALLED);
  const used = keysIn(files, LITERAL);

  it('finds the translation calls it checks', () => {
    expect(called.has('basket.title')).toBe(true);
    expect(called.has('basket.line.quantity')).toBe(true);
  });

  it('uses no key the source catalogue lacks', () => {
    const known = new Set([...source.keys()].map(baseKey));
    const unknown = [...called].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('uses every key of the source catalogue', () => {
    const unused = [...new Set([...source.keys()].map(baseKey))].filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});
