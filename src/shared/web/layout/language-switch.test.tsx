// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch, switchLanguage } from './language-switch';

const languageCookie = () => document.cookie.split('; ').find((c) => c.startsWith('language='));

afterEach(() => {
  cleanup();
  document.cookie = 'language=; path=/; max-age=0';
  delete document.documentElement.dataset.languages;
  document.documentElement.lang = 'en-GB';
});

describe('language switch', () => {
  it('is not shown where the store speaks one language', () => {
    render(<LanguageSwitch />);
    expect(screen.queryByRole('combobox')).toBeNull();
    document.documentElement.dataset.languages = 'fr-FR';
    render(<LanguageSwitch />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("lists the store's languages by their own names, the page's chosen, and switches to Welsh", () => {
    document.documentElement.dataset.languages = 'en-GB cy';
    const reload = vi.fn();
    render(<LanguageSwitch reload={reload} />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text, o.lang])).toEqual([
      ['en-GB', 'English', 'en-GB'],
      ['cy', 'Cymraeg', 'cy'],
    ]);
    expect(select.value).toBe('en-GB');
    fireEvent.change(select, { target: { value: 'cy' } });
    expect(languageCookie()).toBe('language=cy');
    expect(reload).toHaveBeenCalledOnce();
  });

  it("forgets the choice when the shopper goes back to the store's own language", () => {
    const reload = vi.fn();
    switchLanguage('cy', 'en-GB', reload);
    expect(languageCookie()).toBe('language=cy');
    switchLanguage('en-GB', 'en-GB', reload);
    expect(languageCookie()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
