import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TEXT_KEYS } from '../../features/catalog/web/attribute-texts';
import { CATEGORIES } from '../../features/catalog/web/categories';
import { paths } from '../../shared/web/routes';

// index.html draws the header before the app's script has run; it must say what the app's header says.
const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('the static shell in index.html', () => {
  it('links the categories the app links, in the same order', () => {
    const links = [...html.matchAll(/<li><a href="([^"]+)" data-i18n="([\w.]+)">([^<]+)<\/a><\/li>/g)].map(([, href, key, label]) => ({
      href: decode(href),
      key,
      label: decode(label),
    }));
    // The server writes each label in the page's language from the key the app's header reads it by.
    expect(links).toEqual(CATEGORIES.map((c) => ({ href: paths.category(c.code), key: CATEGORY_TEXT_KEYS[c.code], label: c.label })));
  });

  it('has the logo linking home, and preloads the session every page starts from', () => {
    expect(html).toContain(`<a href="${paths.home}" class="logo">Vype</a>`);
    expect(html).toContain('<link rel="preload" href="/customer/section/load" as="fetch" crossorigin="anonymous" />');
  });
});
