import { useTranslation } from 'react-i18next';
import type { ListingSelection } from '../domain/catalogue-listing';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';

/** A listing's title: the search's ('Search results for: …') on the results page, else the category's name when one is chosen, else All Products. */
export function useListingTitle(selection: Pick<ListingSelection, 'category' | 'query'>): string {
  const { t } = useTranslation();
  if (selection.query) return t('search.resultsTitle', { query: selection.query });
  return selection.category.length === 1 ? t(CATEGORY_TEXT_KEYS[selection.category[0]]) : t('catalogueFilters.allProducts');
}
