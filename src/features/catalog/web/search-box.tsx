import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { lazyModule } from '../../../shared/web/lazy-module';
import { onFirstInteraction } from '../../../shared/web/on-first-interaction';
import { pageRoutes, paths } from '../../../shared/web/routes';
import { SEARCH_QUERY_MAX_LENGTH } from '../domain/storefront-search';
import { type SearchFieldProps, isResultsPage } from './search-field';
import './search-box.css';

const INPUT_ID = 'search';
const LABEL_ID = 'search-label';

// The suggestions (downshift and their list) are their own chunk, fetched at the shopper's first touch,
// key or focus on the page: the app's script does not carry them, and they are in by the time they type.
const combobox = lazyModule(() => import('./search-combobox'));

/**
 * The header's search: a form that works as a plain field (Enter opens the results page) until the
 * suggestions' code is in, then the same field with suggestions while typing. The results page's
 * query shows in it.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => (isResultsPage(pathname) ? (new URLSearchParams(search).get('q') ?? '') : ''));
  const [Field, setField] = useState<ComponentType<SearchFieldProps> | null>(() => combobox.loaded()?.SearchCombobox ?? null);
  const plainInput = useRef<HTMLInputElement>(null);
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    if (isResultsPage(pathname)) setQuery(new URLSearchParams(search).get('q') ?? '');
  }, [pathname, search]);

  useEffect(() => {
    if (Field) return;
    return onFirstInteraction(() => {
      void combobox.load().then((module) => {
        if (!module) return;
        setFocusOnMount(document.activeElement === plainInput.current);
        setField(() => module.SearchCombobox);
      });
    });
  }, [Field]);

  return (
    <search className="search-box">
      <form
        className="search-form"
        action={pageRoutes.catalogSearch}
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = query.trim();
          if (trimmed) navigate(paths.searchResults(trimmed));
        }}
      >
        <label id={LABEL_ID} htmlFor={INPUT_ID} className="visually-hidden">
          {t('search.label')}
        </label>
        {Field ? (
          <Field inputId={INPUT_ID} labelId={LABEL_ID} query={query} setQuery={setQuery} focusOnMount={focusOnMount} />
        ) : (
          <input
            ref={plainInput}
            id={INPUT_ID}
            name="q"
            type="search"
            className="search-input"
            placeholder={t('search.placeholder')}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
        <button type="submit" className="search-submit">
          {t('search.submit')}
        </button>
      </form>
    </search>
  );
}
