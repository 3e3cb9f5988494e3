import { useSyncExternalStore } from 'react';
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
/** The components showing rule messages (useRuleMessage): told once the messages are in. */
const listeners = new Set<() => void>();

/** Loads the page language's messages; until they are in (or if they fail to load), messages read as written. */
export async function loadRuleMessages(language: Language): Promise<void> {
  const load = MESSAGE_CATALOGUES[language];
  if (!load) return;
  try {
    translate = finishedMessageTranslator((await load()).default);
  } catch {
    translate = untranslated;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTranslate = () => translate;

/**
 * `ruleMessage` for a component: a message shown before the page language's messages are in (a page
 * opened on a refusal, a basket's notice) is shown again in that language once they are.
 */
export function useRuleMessage(): TranslateMessage {
  return useSyncExternalStore(subscribe, currentTranslate, currentTranslate);
}

/** A rule's finished message (a field's error, a form's refusal) in the page's language. */
export function ruleMessage(message: string): string {
  return translate(message);
}
