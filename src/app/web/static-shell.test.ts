import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../features/catalog/web/categories';
import { paths } from '../../shared/web/routes';

// index.html draws the header before the app's script has run; it must say what the app's header says.
const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('the static shell in index.html', () => {
  it('links the categories the app links, in the same order', () => {
    const links = [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map(([, href, label]) => ({ href: decode(href), label: decode(label) }));
    expect(links).toEqual(CATEGORIES.map((c) => ({ href: paths.category(c.code), label: c.label })));
  });

  it('has the logo linking home, and preloads the session every page starts from', () => {
    expect(html).toContain(`<a href="${paths.home}" class="logo">Vype</a>`);
    expect(html).toContain('<link rel="preload" href="/customer/section/load" as="fetch" crossorigin="anonymous" />');
  });
});
