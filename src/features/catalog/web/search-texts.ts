/**
 * The search's shopper-facing texts. The spec shows none for product search: the header's field and the
 * results page's title are Magento's own (Luma's "Search entire store here...", "Search results for: '%1'"),
 * the rest ours. Named here, in one place, for the translations.
 */
export const SEARCH_TEXTS = {
  label: 'Search',
  placeholder: 'Search entire store here...',
  submit: 'Search',
  productsGroup: 'Products',
  categoriesGroup: 'Categories',
  /** The suggestions' count, read out while the shopper types. */
  suggestionsCount: '%1 suggestions available. Use the up and down arrows to choose one.',
  oneSuggestion: '1 suggestion available. Use the down arrow to choose it.',
  noSuggestions: 'No suggestions.',
  resultsTitle: "Search results for: '%1'",
  itemCount: '%1 items',
  oneItem: '1 item',
  noResults: "No results for '%1'.",
  noResultsHint: 'Check the spelling or try a more general word. Or browse a category:',
  /** The results page opened without a query. */
  enterQuery: 'Enter a word to search the shop for.',
} as const;

export function fillText(template: string, value: string | number): string {
  return template.replace('%1', String(value));
}
