import type { Language } from '../../domain/i18n/languages';
import { MESSAGE_CATALOGUES } from '../message-catalogues';

/**
 * The words a store of `language` answers `message` with, from the server's catalogues (which
 * messages.test.ts holds to the code): for tests of another store's refusals. A message the language
 * lacks fails the test at once.
 */
export function messageIn(language: Exclude<Language, 'en-GB'>, message: string): string {
  const words = MESSAGE_CATALOGUES[language][message];
  if (words === undefined) throw new Error(`No ${language} words for the message: ${message}`);
  return words;
}
