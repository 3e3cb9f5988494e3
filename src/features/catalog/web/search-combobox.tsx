import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import { isCategoryCode } from '../domain/catalogue-listing';
import { SEARCH_QUERY_MAX_LENGTH, checkSearchQuery } from '../domain/storefront-search';
import { type SearchFieldProps, isResultsPage } from './search-field';
import { type SuggestionsAnswer, suggestionsQuery } from './search-api';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';
import './search-combobox.css';

/** How long typing must pause before the suggestions are asked for. */
const TYPING_PAUSE_MS = 150;

type Suggestion =
  | { kind: 'product'; key: string; name: string; urlKey: string; price: number; image: string }
  | { kind: 'category'; key: string; code: string; label: string };

function suggestionsOf(answer: SuggestionsAnswer | undefined, categoryLabel: (code: string, label: string) => string): Suggestion[] {
  if (!answer) return [];
  return [
    ...answer.products.map((p): Suggestion => ({ kind: 'product', key: `p${p.id}`, name: p.name, urlKey: p.url_key, price: p.price, image: p.image })),
    ...answer.categories.map((c): Suggestion => ({ kind: 'category', key: `c${c.code}`, code: c.code, label: categoryLabel(c.code, c.label) })),
  ];
}

/** The changes that would write the chosen suggestion's name (or, as none stays chosen, nothing) into the field. */
const KEEPS_TEXT = new Set<string>([
  useCombobox.stateChangeTypes.ItemClick,
  useCombobox.stateChangeTypes.InputKeyDownEnter,
  useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem,
]);

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The header's field with suggestions while typing (WAI-ARIA's combobox with a listbox, by downshift):
 * the best products and the matching categories; Up and Down choose, Enter opens the chosen one, or
 * the results page when none is chosen; Escape closes the list, then empties the field.
 */
export function SearchCombobox({ inputId, labelId, query: initialQuery, setQuery, focusOnMount }: SearchFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  // The field keeps its own text (downshift's state): a text held above it would come back a render
  // late, after downshift's change callback, and the keys typed meanwhile would be lost.
  const [query, setOwnQuery] = useState(initialQuery);
  const settled = useSettled(query, TYPING_PAUSE_MS);
  const check = checkSearchQuery(settled);
  const answer = useQuery({ ...suggestionsQuery(check.ok ? check.words.join(' ') : ''), enabled: check.ok, placeholderData: keepPreviousData });
  const items = check.ok ? suggestionsOf(answer.data, (code, label) => (isCategoryCode(code) ? t(CATEGORY_TEXT_KEYS[code]) : label)) : [];
  const products = items.filter((item) => item.kind === 'product');
  const categories = items.filter((item) => item.kind === 'category');

  const { isOpen, highlightedIndex, getMenuProps, getInputProps, getItemProps, closeMenu, setInputValue } = useCombobox<Suggestion>({
    items,
    inputId,
    labelId,
    menuId: `${inputId}-suggestions`,
    initialInputValue: initialQuery,
    selectedItem: null,
    itemToString: (item) => (item ? (item.kind === 'product' ? item.name : item.label) : ''),
    itemToKey: (item) => item?.key,
    // Choosing a suggestion opens it and leaves the text as typed.
    stateReducer: (state, { changes, type }) => (KEEPS_TEXT.has(type) ? { ...changes, inputValue: state.inputValue } : changes),
    onInputValueChange: ({ inputValue }) => {
      setOwnQuery(inputValue ?? '');
      setQuery(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      navigate(selectedItem.kind === 'product' ? paths.product(selectedItem.urlKey) : paths.category(selectedItem.code));
    },
  });

  // It replaced the plain field the shopper was in: the focus and the caret stay where they were, in the
  // same task as the swap, so no key typed meanwhile is lost.
  useLayoutEffect(() => {
    if (!focusOnMount || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
  }, [focusOnMount]);

  // A new page closes the list; the results page's query shows in the field (Back, Forward, a link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => {
    closeMenu();
    if (isResultsPage(location.pathname)) setInputValue(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.key]);

  const showing = isOpen && items.length > 0;
  const option = (item: Suggestion) => {
    const index = items.indexOf(item);
    return (
      <li key={item.key} className={`search-option${highlightedIndex === index ? ' search-option-active' : ''}`} {...getItemProps({ item, index })}>
        {item.kind === 'product' ? (
          <>
            <img src={item.image} alt="" width="40" height="40" className="search-option-image" />
            <span className="search-option-name">{item.name}</span>
            <span className="search-option-price">
              <Price value={item.price} />
            </span>
          </>
        ) : (
          <span className="search-option-name">{item.label}</span>
        )}
      </li>
    );
  };

  return (
    <div className="search-combobox">
      <input
        {...getInputProps({
          ref: input,
          name: 'q',
          type: 'search',
          className: 'search-input',
          placeholder: t('search.placeholder'),
          maxLength: SEARCH_QUERY_MAX_LENGTH,
          autoComplete: 'off',
          onKeyDown: (event) => {
            // Enter with no suggestion chosen submits the form: the results page.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              closeMenu();
            }
          },
        })}
      />
      <ul {...getMenuProps()} className="search-suggestions" hidden={!showing}>
        {showing && products.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's options are grouped by ARIA groups; a fieldset cannot be in a listbox.
          <li role="group" aria-labelledby={`${inputId}-products`}>
            <span role="presentation" id={`${inputId}-products`} className="search-group-label">
              {t('search.productsGroup')}
            </span>
            <ul role="presentation" className="plain">
              {products.map(option)}
            </ul>
          </li>
        )}
        {showing && categories.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's options are grouped by ARIA groups; a fieldset cannot be in a listbox.
          <li role="group" aria-labelledby={`${inputId}-categories`}>
            <span role="presentation" id={`${inputId}-categories`} className="search-group-label">
              {t('search.categoriesGroup')}
            </span>
            <ul role="presentation" className="plain">
              {categories.map(option)}
            </ul>
          </li>
        )}
      </ul>
      <div role="status" className="visually-hidden">
        {isOpen && check.ok && answer.data && !answer.isPlaceholderData
          ? items.length === 0
            ? t('search.noSuggestions')
            : t('search.suggestions', { count: items.length })
          : ''}
      </div>
    </div>
  );
}
