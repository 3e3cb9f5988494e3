import { escapeRegExp } from '../reg-exp';
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

/** A message's placeholders: `%1`, `%fieldName`, `{name}`. */
export const MESSAGE_PLACEHOLDER = /%\w+|\{\w+\}/g;

/**
 * A catalogue as a lookup of finished texts: the browser shows a rule's message with its values already
 * in place ("Please enter less or equal than 255 symbols."), so a message with placeholders is found by
 * its pattern, and its values go into the translation's own placeholders.
 */
export function finishedMessageTranslator(catalogue: MessageCatalogue): TranslateMessage {
  const exact = new Map(Object.entries(catalogue));
  const patterns = Object.entries(catalogue)
    .map(([source, translation]) => ({ source, translation, names: source.match(MESSAGE_PLACEHOLDER) ?? [] }))
    .filter(({ names }) => names.length > 0)
    .map(({ source, translation, names }) => {
      const pattern = new RegExp(`^${source.split(MESSAGE_PLACEHOLDER).map(escapeRegExp).join('(.+?)')}$`, 's');
      return { names, pattern, translation };
    });
  return (message) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const { names, pattern, translation } of patterns) {
      const values = pattern.exec(message);
      if (!values) continue;
      const byName = new Map(names.map((name, i) => [name, values[i + 1]]));
      return translation.replace(MESSAGE_PLACEHOLDER, (name) => byName.get(name) ?? name);
    }
    return message;
  };
}
