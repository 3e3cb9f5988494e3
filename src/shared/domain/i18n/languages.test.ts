import { describe, expect, it } from 'vitest';
import { chosenLocale, documentLanguage, languageOfLocale } from './languages';

describe("a store's language", () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['fr-FR', 'fr'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['nl-NL', 'nl'],
    ['cy-GB', 'cy'],
    ['en-US', 'en-US'],
    ['en-IE', 'en-GB'],
    ['es-MX', 'es-MX'],
    ['es-ES', 'es-MX'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['it-IT', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
  ])('%s reads the %s catalogue', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });

  it("says the store's locale on the page, or the catalogue's language when the locale is not one it speaks", () => {
    expect(documentLanguage('fr-FR')).toBe('fr-FR');
    expect(documentLanguage('de_DE')).toBe('de-DE');
    expect(documentLanguage('cy')).toBe('cy');
    expect(documentLanguage('it-IT')).toBe('en-GB');
    expect(documentLanguage('fr-FR" onload="x')).toBe('fr');
    expect(documentLanguage(undefined)).toBe('en-GB');
  });
});

describe("a shopper's locale", () => {
  it.each([
    ['cy', 'cy'],
    ['en-GB', 'en-GB'],
    ['de-DE', 'en-GB'],
    [undefined, 'en-GB'],
  ])('chosen %s among the UK store’s en-GB and cy reads %s', (chosen, locale) => {
    expect(chosenLocale(['en-GB', 'cy'], chosen)).toBe(locale);
  });
});
