/**
 * What every catalogue of texts is held to (the web app's and the e-mails'): the source's keys, each plural in
 * all of its language's CLDR forms, and the same slots. Read by the catalogues' tests.
 */
export type Catalogue = { [key: string]: string | Catalogue };

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key (`basket.line.remove`). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
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

/** The keys a translation lacks and the keys it has that the source does not ask for. */
export function keyDifferences(source: Map<string, unknown>, texts: Map<string, unknown>, language: string) {
  const required = requiredKeys(source, language);
  return {
    missing: [...required].filter((key) => !texts.has(key)),
    extra: [...texts.keys()].filter((key) => !required.has(key)),
  };
}

/** What a text fills in or wraps: `{{name}}` placeholders and `<tag>` components, sorted. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map(([, name, tag]) => (name ? `{{${name}}}` : `<${tag}>`)).sort();
}

/** Texts that are empty, or fill in or wrap other slots than the source's (a plural's form may leave out `{{count}}`). */
export function slotDifferences(source: Map<string, unknown>, texts: Map<string, unknown>): string[] {
  const wrong: string[] = [];
  for (const [key, text] of texts) {
    const sourceText = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other'));
    if (typeof text !== 'string' || !text.trim()) wrong.push(`${key}: empty`);
    else if (typeof sourceText === 'string') {
      const expected = slots(sourceText).filter((slot) => !(PLURAL_SUFFIX.test(key) && slot === '{{count}}'));
      const actual = slots(text).filter((slot) => !(PLURAL_SUFFIX.test(key) && slot === '{{count}}'));
      if (JSON.stringify(expected) !== JSON.stringify(actual)) wrong.push(`${key}: ${actual.join(' ')} instead of ${expected.join(' ')}`);
    }
  }
  return wrong;
}
