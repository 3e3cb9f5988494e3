import { useTranslation } from 'react-i18next';
import type { ListingSelection } from '../domain/catalogue-listing';
import type { ListingView as Listing } from './listing-api';
import { ListingFilters } from './listing-filters';
import { ListingPages } from './listing-pages';
import { ListingToolbar } from './listing-toolbar';
import { ProductCard } from './product-card';
import './catalog.css';
import './catalogue-filters.css';

/** Images in the first row of the grid (four wide on a wide screen) load at once: they are in view. */
const FIRST_ROW = 4;

/**
 * A listing as a category page and the search's results page show it: the filters with their counts, the
 * count and the order, the grid of products (named `label` for assistive technology) and the pages.
 * `busy` while another selection loads and the last one stays on screen.
 */
export function ListingView({
  listing,
  busy,
  label,
  selection,
  choose,
}: {
  listing: Listing;
  busy: boolean;
  label: string;
  selection: ListingSelection;
  choose: (change: Partial<ListingSelection>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="listing">
      <ListingFilters facets={listing.facets} selection={selection} choose={choose} />
      <div className="listing-results" aria-busy={busy}>
        <ListingToolbar totalCount={listing.totalCount} selection={selection} choose={choose} />
        {listing.totalCount === 0 ? (
          <p>{t('catalogueFilters.noResults')}</p>
        ) : (
          <ul className="product-grid listing-grid plain" aria-label={label}>
            {listing.products.map((p, index) => (
              <li key={p.id}>
                <ProductCard product={p} headingLevel={2} inView={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
        <ListingPages selection={selection} page={listing.page} pageCount={Math.ceil(listing.totalCount / listing.pageSize)} />
      </div>
    </div>
  );
}
