import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ListingSelection, listingQuery, readListingSelection } from '../domain/catalogue-listing';

/**
 * The category page's selection, kept in the address (reload, Back and Forward show it again): read from
 * it, and changed by a new history entry that leaves the scroll where it is. A changed filter or order
 * starts again at page 1.
 */
export function useListingSelection(): { selection: ListingSelection; choose: (change: Partial<ListingSelection>) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selection = useMemo(() => readListingSelection((name) => params.get(name)).selection, [params]);
  const choose = useCallback(
    (change: Partial<ListingSelection>) => {
      const next = { ...selection, page: 1, ...change };
      const query = listingQuery(next);
      navigate({ search: query ? `?${query}` : '' }, { state: { keepScroll: true } });
    },
    [navigate, selection],
  );
  return { selection, choose };
}
