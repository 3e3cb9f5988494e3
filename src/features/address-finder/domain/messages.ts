import type { FinderLanguage } from './constants';

/** Spec 001 §8 and §2: every text the finder shows, in English first. */
const en = {
  label: 'Quick Address Finder',
  placeholder: 'Start typing your address',
  useFinder: 'Use Address Finder',
  enterManually: 'Enter Address Manually',
  didYouMean: 'Did you mean:',
  noResults: 'No results found',
  keepTyping: 'Keep typing your address to display more results',
  retrieveFailed: 'Sorry, we could not retrieve this address',
  serviceError: 'Service Error:',
  changeCountry: 'Change Country',
  locationFailed: 'Sorry, we could not get your location',
  countryNotFound: 'Sorry, we could not find this country',
  cannotFind: 'I cannot find my address. Let me type it in',
  matchingResults: '{count} matching results',
  useLocation: 'Use my Location',
  locationUnsupported: 'Location data is not supported in this browser.',
  locationNoCoordinates: "The location supplied for the reverse geocode doesn't contain coordinate information.",
  requestError: 'Webservice request error: {detail}',
  requestFailed: 'Webservice request failed.',
  requestTimedOut: 'Webservice request timed out.',
  countrySearch: 'Search for a country',
} as const;

export type FinderMessageKey = keyof typeof en;
export type FinderMessages = Record<FinderMessageKey, string>;

const cy: FinderMessages = {
  label: 'Canfod Cyfeiriad Cyflym',
  placeholder: 'Dechreuwch deipio eich cyfeiriad',
  useFinder: 'Defnyddio’r Canfodydd Cyfeiriadau',
  enterManually: 'Rhoi’r Cyfeiriad â Llaw',
  didYouMean: 'Oeddech chi’n golygu:',
  noResults: 'Dim canlyniadau wedi’u canfod',
  keepTyping: 'Daliwch ati i deipio eich cyfeiriad i ddangos rhagor o ganlyniadau',
  retrieveFailed: 'Mae’n ddrwg gennym, nid oeddem yn gallu adfer y cyfeiriad hwn',
  serviceError: 'Gwall Gwasanaeth:',
  changeCountry: 'Newid Gwlad',
  locationFailed: 'Mae’n ddrwg gennym, nid oeddem yn gallu cael eich lleoliad',
  countryNotFound: 'Mae’n ddrwg gennym, nid oeddem yn gallu dod o hyd i’r wlad hon',
  cannotFind: 'Ni allaf ddod o hyd i’m cyfeiriad. Gadewch i mi ei deipio',
  matchingResults: '{count} canlyniad cyfatebol',
  useLocation: 'Defnyddio fy Lleoliad',
  locationUnsupported: 'Nid yw data lleoliad yn cael ei gefnogi yn y porwr hwn.',
  locationNoCoordinates: 'Nid yw’r lleoliad a roddwyd ar gyfer y geogodio gwrthdro yn cynnwys gwybodaeth cyfesurynnau.',
  requestError: 'Gwall cais y gwasanaeth gwe: {detail}',
  requestFailed: 'Methodd cais y gwasanaeth gwe.',
  requestTimedOut: 'Daeth amser cais y gwasanaeth gwe i ben.',
  countrySearch: 'Chwilio am wlad',
};

const fr: FinderMessages = {
  label: 'Recherche rapide d’adresse',
  placeholder: 'Commencez à saisir votre adresse',
  useFinder: 'Utiliser la recherche d’adresse',
  enterManually: 'Saisir l’adresse manuellement',
  didYouMean: 'Vouliez-vous dire :',
  noResults: 'Aucun résultat trouvé',
  keepTyping: 'Continuez à saisir votre adresse pour afficher plus de résultats',
  retrieveFailed: 'Désolé, nous n’avons pas pu récupérer cette adresse',
  serviceError: 'Erreur du service :',
  changeCountry: 'Changer de pays',
  locationFailed: 'Désolé, nous n’avons pas pu obtenir votre position',
  countryNotFound: 'Désolé, nous n’avons pas trouvé ce pays',
  cannotFind: 'Je ne trouve pas mon adresse. Je préfère la saisir',
  matchingResults: '{count} résultats correspondants',
  useLocation: 'Utiliser ma position',
  locationUnsupported: 'Les données de localisation ne sont pas prises en charge par ce navigateur.',
  locationNoCoordinates: 'La position fournie pour le géocodage inverse ne contient pas de coordonnées.',
  requestError: 'Erreur de la requête au service web : {detail}',
  requestFailed: 'La requête au service web a échoué.',
  requestTimedOut: 'La requête au service web a expiré.',
  countrySearch: 'Rechercher un pays',
};

const de: FinderMessages = {
  label: 'Schnelle Adresssuche',
  placeholder: 'Beginnen Sie, Ihre Adresse einzugeben',
  useFinder: 'Adresssuche verwenden',
  enterManually: 'Adresse manuell eingeben',
  didYouMean: 'Meinten Sie:',
  noResults: 'Keine Ergebnisse gefunden',
  keepTyping: 'Geben Sie Ihre Adresse weiter ein, um mehr Ergebnisse anzuzeigen',
  retrieveFailed: 'Diese Adresse konnte leider nicht abgerufen werden',
  serviceError: 'Dienstfehler:',
  changeCountry: 'Land ändern',
  locationFailed: 'Ihr Standort konnte leider nicht ermittelt werden',
  countryNotFound: 'Dieses Land konnte leider nicht gefunden werden',
  cannotFind: 'Ich finde meine Adresse nicht. Ich gebe sie selbst ein',
  matchingResults: '{count} passende Ergebnisse',
  useLocation: 'Meinen Standort verwenden',
  locationUnsupported: 'Standortdaten werden von diesem Browser nicht unterstützt.',
  locationNoCoordinates: 'Der für die umgekehrte Geokodierung angegebene Standort enthält keine Koordinaten.',
  requestError: 'Fehler bei der Webdienst-Anfrage: {detail}',
  requestFailed: 'Die Webdienst-Anfrage ist fehlgeschlagen.',
  requestTimedOut: 'Zeitüberschreitung bei der Webdienst-Anfrage.',
  countrySearch: 'Land suchen',
};

export const FINDER_MESSAGES: Readonly<Record<FinderLanguage, FinderMessages>> = { en, cy, fr, de };

/** A message in the language, its `{name}` placeholders filled. */
export function finderMessage(language: FinderLanguage, key: FinderMessageKey, values: Record<string, string | number> = {}): string {
  const template = FINDER_MESSAGES[language][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
