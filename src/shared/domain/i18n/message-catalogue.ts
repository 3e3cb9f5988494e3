/**
 * The shop's messages in one language, Magento's way (its i18n CSVs): the English message is the key,
 * placeholders (`%1`, `%fieldName`, `{name}`) kept as they are; parameters are never translated. en-GB is
 * the source and has no catalogue; en-US lists only what US English words differently.
 * (`messages/<language>.json`; messages.test.ts holds them to the messages the code can send.)
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The message in the reader's language; a message the catalogue does not know stays as it is. */
export type TranslateMessage = (message: string) => string;

export const untranslated: TranslateMessage = (message) => message;

/** A catalogue as a lookup: one Map read per message. */
export function messageTranslator(catalogue: MessageCatalogue): TranslateMessage {
  const phrases = new Map(Object.entries(catalogue));
  return (message) => phrases.get(message) ?? message;
}
