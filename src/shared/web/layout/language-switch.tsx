import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, languageOfLocale } from '../../domain/i18n/languages';
import './store-switch.css';

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The languages the page's store offers, its own first, as the server wrote them on the page (`data-languages`). */
function offeredLanguages(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.documentElement.dataset.languages ?? '').split(' ').filter(Boolean);
}

/** Remembers the chosen language (none for the store's own) and reloads the page in it. */
export function switchLanguage(tag: string, storeOwn: string, reload: () => void = () => window.location.reload()): void {
  document.cookie =
    tag === storeOwn
      ? `${LANGUAGE_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${LANGUAGE_COOKIE}=${encodeURIComponent(tag)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  reload();
}

/** The footer's 'Language' select, where the store offers more than one (English and Cymraeg in the UK). */
export function LanguageSwitch({ reload }: { reload?: () => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const offered = offeredLanguages();
  if (offered.length < 2) return null;
  return (
    <div className="store-switch language-switch">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={document.documentElement.lang} onChange={(event) => switchLanguage(event.target.value, offered[0], reload)}>
        {offered.map((tag) => (
          // Each name in its own language, said in it.
          <option key={tag} value={tag} lang={tag}>
            {LANGUAGE_NAMES[languageOfLocale(tag)]}
          </option>
        ))}
      </select>
    </div>
  );
}
