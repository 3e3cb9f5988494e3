import cy from '../../shared/domain/i18n/catalogues/cy.json';
import de from '../../shared/domain/i18n/catalogues/de.json';
import enGB from '../../shared/domain/i18n/catalogues/en-GB.json';
import enUS from '../../shared/domain/i18n/catalogues/en-US.json';
import esMX from '../../shared/domain/i18n/catalogues/es-MX.json';
import fr from '../../shared/domain/i18n/catalogues/fr.json';
import nl from '../../shared/domain/i18n/catalogues/nl.json';
import ptBR from '../../shared/domain/i18n/catalogues/pt-BR.json';
import { type Catalogue, flatten } from '../../shared/domain/i18n/catalogue-shape';
import { LANGUAGES, type Language } from '../../shared/domain/i18n/languages';

const CATALOGUES: Record<Language, Catalogue> = { 'en-GB': enGB, cy, fr, de, nl, 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR };

/** The catalogue keys the built page's shell is marked with (`index.html`; a test holds the two together). */
export const SHELL_KEYS = [
  'shell.title',
  'shell.description',
  'header.categoriesNav',
  'catalogueFilters.category.devices',
  'catalogueFilters.category.pods',
  'catalogueFilters.category.accessories',
] as const;

/** Each language's texts of the shell's keys. */
const SHELL_TEXTS = new Map<Language, ReadonlyMap<string, string>>(
  LANGUAGES.map((language) => {
    const texts = flatten(CATALOGUES[language]);
    return [language, new Map(SHELL_KEYS.map((key) => [key, String(texts.get(key) ?? '')]))];
  }),
);

/** An element of the shell whose text is a catalogue key's: `<a data-i18n="key">text</a>`. */
const TRANSLATED_TEXT = /(<(\w+)\b[^>]*\sdata-i18n="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g;
/** A tag with translated attributes: `data-i18n-aria-label="key"` gives its `aria-label`, `data-i18n-content` its `content`. */
const TAG_WITH_TRANSLATED_ATTRIBUTES = /<\w+\b[^>]*\sdata-i18n-[\w-]+="[^"]*"[^>]*>/g;
const TRANSLATED_ATTRIBUTE = /\sdata-i18n-([\w-]+)="([\w.]+)"/g;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A shell key's text in the language; null for a key the shell does not list (the built text stays). */
const textOf = (language: Language, key: string): string | null => SHELL_TEXTS.get(language)?.get(key) || null;

/**
 * The page's shell in the page's language: what a shopper sees before the app renders (the header and its
 * categories) and what the app never redraws (the description), and the title until the page names itself.
 * The built page marks them with catalogue keys (`index.html`); a key the catalogue lacks keeps the built text.
 */
export function translatedShell(html: string, language: Language): string {
  return html
    .replace(TRANSLATED_TEXT, (element, open: string, _tag: string, key: string, close: string) => {
      const text = textOf(language, key);
      return text === null ? element : `${open}${escapeHtml(text)}${close}`;
    })
    .replace(TAG_WITH_TRANSLATED_ATTRIBUTES, (tag) => {
      let translated = tag;
      for (const [, attribute, key] of tag.matchAll(TRANSLATED_ATTRIBUTE)) {
        const text = textOf(language, key);
        if (text !== null) translated = translated.replace(new RegExp(`\\s${attribute}="[^"]*"`), ` ${attribute}="${escapeHtml(text)}"`);
      }
      return translated;
    });
}
