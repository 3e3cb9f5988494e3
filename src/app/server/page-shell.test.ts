import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_KEYS, translatedShell } from './page-shell';

const INDEX = readFileSync('index.html', 'utf8');

describe("the page's shell in the page's language", () => {
  it('translates exactly the keys the built page marks', () => {
    const marked = [...INDEX.matchAll(/\sdata-i18n(?:-[\w-]+)?="([\w.]+)"/g)].map(([, key]) => key);
    expect(new Set(marked)).toEqual(new Set(SHELL_KEYS));
  });

  it("writes the French store's header, title and description in French", () => {
    const french = translatedShell(INDEX, 'fr');
    expect(french).toContain('<title data-i18n="shell.title">Vype – Cigarettes électroniques, pods et cartouches</title>');
    expect(french).toContain(
      '<meta name="description" content="Cigarettes électroniques, pods et cartouches Vype, livrés partout en France." data-i18n-content="shell.description" />',
    );
    expect(french).toContain('<nav aria-label="Catégories" data-i18n-aria-label="header.categoriesNav" class="category-nav">');
    expect(french).toContain('<a href="/?category=devices" data-i18n="catalogueFilters.category.devices">Appareils</a>');
    expect(french).toContain('<a href="/?category=pods" data-i18n="catalogueFilters.category.pods">Pods et cartouches</a>');
    expect(french).not.toMatch(/>Devices<|delivered across the UK|aria-label="Categories"/);
  });

  it('escapes what it writes into the page', () => {
    expect(translatedShell(INDEX, 'de')).toContain('data-i18n="catalogueFilters.category.pods">Pods &amp; Kartuschen</a>');
  });

  it('leaves the source language as built', () => {
    expect(translatedShell(INDEX, 'en-GB')).toBe(INDEX);
  });
});
