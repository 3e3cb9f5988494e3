import { type MessageCatalogue, type TranslateMessage, finishedMessageTranslator, untranslated } from '../../domain/i18n/message-catalogue';
import type { Language } from '../../domain/i18n/languages';

type CatalogueModule = { default: MessageCatalogue };

/**
 * The rules' messages (the same catalogues the server translates its refusals with), one chunk per
 * language; the source language has none. They load beside the page's texts without holding up the
 * first render: a form's first refusal comes later than that.
 */
const MESSAGE_CATALOGUES: Partial<Record<Language, () => Promise<CatalogueModule>>> = {
  cy: () => import('../../domain/i18n/messages/cy.json'),
  fr: () => import('../../domain/i18n/messages/fr.json'),
  de: () => import('../../domain/i18n/messages/de.json'),
  nl: () => import('../../domain/i18n/messages/nl.json'),
  'en-US': () => import('../../domain/i18n/messages/en-US.json'),
  'es-MX': () => import('../../domain/i18n/messages/es-MX.json'),
  'pt-BR': () => import('../../domain/i18n/messages/pt-BR.json'),
};

let translate: TranslateMessage = untranslated;

/** Loads the page language's messages; until they are in (or if they fail to load), messages read as written. */
export async function loadRuleMessages(language: Language): Promise<void> {
  const load = MESSAGE_CATALOGUES[language];
  if (!load) return;
  try {
    translate = finishedMessageTranslator((await load()).default);
  } catch {
    translate = untranslated;
  }
}

/** A rule's finished message (a field's error, a form's refusal) in the page's language. */
export function ruleMessage(message: string): string {
  return translate(message);
}
