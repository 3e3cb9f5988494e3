import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Catalogue, PLURAL_SUFFIX, flatten, keyDifferences, slotDifferences } from '../../../shared/domain/i18n/catalogue-shape';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../shared/domain/i18n/languages';

// The e-mails' catalogues are held as the web app's are: every key of the source in every language (each
// plural in all its forms), the same slots, and no key the templates do not ask for.

const CATALOGUE_DIR = path.resolve(__dirname, 'catalogues');
const readCatalogue = (language: string) => JSON.parse(readFileSync(path.join(CATALOGUE_DIR, `${language}.json`), 'utf8')) as Catalogue;
const source = flatten(readCatalogue(SOURCE_LANGUAGE));

describe("the e-mails' catalogues", () => {
  it('has one catalogue per language of the shop, and no other', () => {
    const files = readdirSync(CATALOGUE_DIR).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))('%s has every key of the source and nothing else', (language) => {
    expect(keyDifferences(source, flatten(readCatalogue(language)), language)).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s fills in what the source does, with no empty text', (language) => {
    expect(slotDifferences(source, flatten(readCatalogue(language)))).toEqual([]);
  });

  it('has no key the templates do not use', () => {
    const code = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
      .join('\n');
    const used = (key: string) => {
      const base = key.replace(PLURAL_SUFFIX, '');
      // A family of keys picked by a value (`subscription.changed.${change}`) counts as used by its prefix.
      const family = base.slice(0, base.lastIndexOf('.'));
      return code.includes(`'${base}'`) || code.includes(`\`${family}.\${`);
    };
    expect([...source.keys()].filter((key) => !used(key))).toEqual([]);
  });
});
