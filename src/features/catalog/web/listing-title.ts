import { useTranslation } from 'react-i18next';
import type { ListingSelection } from '../domain/catalogue-listing';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';

/** A category page's title: the category's name when one is chosen, else All Products. */
export function useListingTitle(selection: Pick<ListingSelection, 'category'>): string {
  const { t } = useTranslation();
  return selection.category.length === 1 ? t(CATEGORY_TEXT_KEYS[selection.category[0]]) : t('catalogueFilters.allProducts');
}
