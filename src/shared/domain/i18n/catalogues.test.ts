import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

// The catalogues are held to the source (en-GB) and to the code that uses them: a key missing from any
// language, a key no code uses, a key the code uses that the source lacks, or a translation that lost a
// placeholder fails here (and so `npm test`).

type Catalogue = { [key: string]: string | Catalogue };

const CATALOGUE_DIR = path.resolve(__dirname, 'catalogues');
const SRC = path.resolve(__dirname, '../../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(path.join(CATALOGUE_DIR, `${language}.json`), 'utf8')) as Catalogue;
}

/** Every text of a catalogue by its dotted key (`basket.line.remove`). */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, dotted)) texts.set(k, v);
    else texts.set(dotted, value);
  }
  return texts;
}

/** The keys a language must have: the source's, a plural family with each of the language's CLDR forms. */
function requiredKeys(source: Map<string, unknown>, language: string): Set<string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of source.keys()) {
    if (PLURAL_SUFFIX.test(key)) for (const form of forms) keys.add(key.replace(PLURAL_SUFFIX, `_${form}`));
    else keys.add(key);
  }
  return keys;
}

/** What a text fills in or wraps: `{{name}}` placeholders and `<tag>` components, sorted. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map(([, name, tag]) => (name ? `{{${name}}}` : `<${tag}>`)).sort();
}

/** The key a code literal names: a plural family by its base (`header.basketItems`). */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
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
    const texts = flatten(readCatalogue(language));
    const required = requiredKeys(source, language);
    const missing = [...required].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !required.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s fills in and wraps what the source does, with no empty text', (language) => {
    const texts = flatten(readCatalogue(language));
    const wrong: string[] = [];
    for (const [key, text] of texts) {
      const sourceText = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other'));
      if (typeof text !== 'string' || !text.trim()) wrong.push(`${key}: empty`);
      else if (typeof sourceText === 'string') {
        // A plural's forms may leave the number out ("un article"), never add another slot.
        const expected = slots(sourceText).filter((slot) => !(PLURAL_SUFFIX.test(key) && slot === '{{count}}'));
        const actual = slots(text).filter((slot) => !(PLURAL_SUFFIX.test(key) && slot === '{{count}}'));
        if (JSON.stringify(expected) !== JSON.stringify(actual)) wrong.push(`${key}: ${actual.join(' ')} instead of ${expected.join(' ')}`);
      }
    }
    expect(wrong).toEqual([]);
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
