import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSelection } from '../domain/catalogue-listing';
import { SORT_CHOICES } from './attribute-texts';

/** How many products the selection finds (announced politely as it changes) and the order they come in. */
export function ListingToolbar({
  totalCount,
  selection,
  choose,
}: {
  totalCount: number;
  selection: ListingSelection;
  choose: (change: Partial<ListingSelection>) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  const current = SORT_CHOICES.findIndex((c) => c.order === selection.order && c.direction === selection.direction);
  return (
    <div className="listing-toolbar">
      <p className="listing-count" role="status">
        {t('catalogueFilters.productCount', { count: totalCount })}
      </p>
      <div className="listing-sort">
        <label htmlFor={sortId}>{t('catalogueFilters.sortBy')}</label>
        <select
          id={sortId}
          value={current === -1 ? '' : String(current)}
          onChange={(event) => {
            const choice = SORT_CHOICES[Number(event.target.value)];
            if (choice) choose({ order: choice.order, direction: choice.direction });
          }}
        >
          {current === -1 && <option value="" />}
          {SORT_CHOICES.map((choice, index) => (
            <option key={choice.textKey} value={String(index)}>
              {t(choice.textKey)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
