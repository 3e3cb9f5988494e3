import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * English that must not show in a store of another language: the source catalogue's texts that the
 * French and German catalogues word otherwise, the server's and the rules' messages (the message
 * catalogues' English keys), and texts of the shop's own that no catalogue holds. Only the parts longer
 * than 12 characters between placeholders count, so a short word shared by the languages ('Total',
 * 'E-mail', 'OK') is no giveaway; what a store names itself (its carriers' and payment methods' titles)
 * is the store's data and none of these.
 */

type Catalogue = { [key: string]: string | Catalogue };

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(`../../src/shared/domain/i18n/${path}`, import.meta.url), 'utf8')) as T;

function leaves(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([name, node]) =>
    typeof node === 'string' ? [[`${prefix}${name}`, node] as [string, string]] : leaves(node, `${prefix}${name}.`),
  );
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text's fixed parts: the words between its placeholders and markup, each trimmed. */
function fixedParts(text: string): string[] {
  return text
    .replace(/<\/?\w+\s*\/?>/g, '\n')
    .split(/\{\{\s*\w+\s*\}\}|%\w+|\{\w+\}|\n/)
    .map(normalise)
    .filter((part) => part.length > 12);
}

/** Texts of the shop's own that are in no catalogue (the frame title its hosted-page answer carries, an order line's options). */
const OWN_TEXTS = ['Secure card payment', 'Front engraving'];

function giveaways(): string[] {
  const source = new Map(leaves(readJson<Catalogue>('catalogues/en-GB.json')));
  const others = ['fr', 'de'].map((language) => new Map(leaves(readJson<Catalogue>(`catalogues/${language}.json`))));
  const catalogueTexts = [...source].filter(([key, text]) => others.every((other) => other.get(key) !== text)).map(([, text]) => text);
  const messages = ['fr', 'de'].flatMap((language) => Object.keys(readJson<Record<string, string>>(`messages/${language}.json`)));
  const phrases = new Set([...catalogueTexts, ...messages].flatMap(fixedParts));
  // A part the French or German texts hold too (a brand, a name) gives nothing away.
  const translated = ['fr', 'de'].flatMap((language) => [
    ...leaves(readJson<Catalogue>(`catalogues/${language}.json`)).map(([, text]) => normalise(text)),
    ...Object.values(readJson<Record<string, string>>(`messages/${language}.json`)).map(normalise),
  ]);
  return [...phrases, ...OWN_TEXTS].filter((phrase) => !translated.some((text) => text.includes(phrase)));
}

export const ENGLISH_GIVEAWAYS: readonly string[] = giveaways();

/** Everything the page says: its title, its visible text, its options, and every accessible name and text alternative. */
async function pageWords(page: Page): Promise<string> {
  const accessibility = await page.locator('body').ariaSnapshot();
  const rest = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, what a shopper reads (not hidden nodes' nor scripts').
    const words = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute);
        if (value) words.push(value);
      }
    }
    for (const option of document.querySelectorAll('option')) words.push(option.textContent ?? '');
    for (const described of document.querySelectorAll('[aria-describedby]')) {
      for (const id of (described.getAttribute('aria-describedby') ?? '').split(/\s+/)) words.push(document.getElementById(id)?.textContent ?? '');
    }
    return words;
  });
  return normalise([accessibility, ...rest].join('\n'));
}

/** The page, as a shopper reads it and as a screen reader names it, holds none of the English giveaways. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const words = await pageWords(page);
  expect(
    ENGLISH_GIVEAWAYS.filter((phrase) => words.includes(phrase)),
    `English on ${where}`,
  ).toEqual([]);
}
