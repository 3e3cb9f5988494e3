import { FINDER, finderLanguage, offersUtilityLookup } from './constants';
import { FINDER_MESSAGES, type FinderMessageKey, finderMessage } from './messages';

describe('finder messages', () => {
  it.each<[FinderMessageKey, string]>([
    ['label', 'Quick Address Finder'],
    ['placeholder', 'Start typing your address'],
    ['useFinder', 'Use Address Finder'],
    ['enterManually', 'Enter Address Manually'],
    ['didYouMean', 'Did you mean:'],
    ['noResults', 'No results found'],
    ['keepTyping', 'Keep typing your address to display more results'],
    ['retrieveFailed', 'Sorry, we could not retrieve this address'],
    ['serviceError', 'Service Error:'],
    ['changeCountry', 'Change Country'],
    ['locationFailed', 'Sorry, we could not get your location'],
    ['countryNotFound', 'Sorry, we could not find this country'],
    ['cannotFind', 'I cannot find my address. Let me type it in'],
    ['matchingResults', '{count} matching results'],
    ['useLocation', 'Use my Location'],
    ['locationUnsupported', 'Location data is not supported in this browser.'],
    ['locationNoCoordinates', "The location supplied for the reverse geocode doesn't contain coordinate information."],
    ['requestError', 'Webservice request error: {detail}'],
    ['requestFailed', 'Webservice request failed.'],
    ['requestTimedOut', 'Webservice request timed out.'],
  ])('%s reads the spec’s English text', (key, text) => {
    expect(FINDER_MESSAGES.en[key]).toBe(text);
  });

  it('has every message in Welsh, French and German, translated and with the same placeholders', () => {
    const keys = Object.keys(FINDER_MESSAGES.en) as FinderMessageKey[];
    for (const language of ['cy', 'fr', 'de'] as const) {
      expect(Object.keys(FINDER_MESSAGES[language]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = FINDER_MESSAGES[language][key];
        expect(text.trim()).not.toBe('');
        expect(text.match(/\{\w+\}/g)).toEqual(FINDER_MESSAGES.en[key].match(/\{\w+\}/g));
        // 'Service Error:' and such could coincide; whole sentences may not.
        if (FINDER_MESSAGES.en[key].length > 20) expect(text).not.toBe(FINDER_MESSAGES.en[key]);
      }
    }
  });

  it.each([
    ['en', 'matchingResults', { count: 7 }, '7 matching results'],
    ['cy', 'matchingResults', { count: 3 }, '3 canlyniad cyfatebol'],
    ['fr', 'noResults', {}, 'Aucun résultat trouvé'],
    ['de', 'requestError', { detail: '503 Service Unavailable' }, 'Fehler bei der Webdienst-Anfrage: 503 Service Unavailable'],
    ['en', 'requestError', {}, 'Webservice request error: {detail}'],
  ] as const)('%s %s fills its placeholders', (language, key, values, text) => {
    expect(finderMessage(language, key, values)).toBe(text);
  });
});

describe('finder constants', () => {
  it('holds spec 001 §9', () => {
    expect(FINDER).toMatchObject({
      maxItems: 7,
      minSearch: 1,
      disableTimeMs: 60_000,
      notificationMs: 3000,
      notificationFadeMs: 500,
      geolocationRadius: 50,
      geolocationMaxItems: 10,
      timeoutMs: 5000,
      fallbackCountryIso3: 'GBR',
      defaultCulture: 'en-GB',
      languages: ['en', 'cy', 'fr', 'de'],
      utilityMinDigits: 5,
      lookupLimit: 10,
      urlLengthLimit: 2000,
    });
  });

  it.each([
    ['en-GB', 'en'],
    ['cy-GB', 'cy'],
    ['fr-FR', 'fr'],
    ['de-DE', 'de'],
    ['nl-NL', 'en'],
    [undefined, 'en'],
  ])('a store in %s gets the finder in %s', (locale, language) => {
    expect(finderLanguage(locale)).toBe(language);
  });

  it.each([
    ['1234', false],
    ['12345', true],
    ['MPAN 12 34 5', true],
    ['10 Downing Street SW1A 2AA', false],
  ])('offers the utility lookup for %j: %s', (text, offered) => {
    expect(offersUtilityLookup(text)).toBe(offered);
  });
});
