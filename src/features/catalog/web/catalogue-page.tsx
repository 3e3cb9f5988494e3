import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { useListing } from './listing-api';
import { ListingFilters } from './listing-filters';
import { ListingPages } from './listing-pages';
import { useListingTitle } from './listing-title';
import { ListingToolbar } from './listing-toolbar';
import { ProductCard } from './product-card';
import { useListingSelection } from './use-listing-selection';
import './catalog.css';
import './catalogue-filters.css';

/** Images in the first row of the grid (four wide on a wide screen) load at once: they are in view. */
const FIRST_ROW = 4;

/**
 * `/` lists the catalogue; `?category=pods` (the header's links) one shelf. Filters, order and page are
 * in the address too (`?category=pods&nicotine_strength=12,18&product_list_order=price&p=2`).
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const { selection, choose } = useListingSelection();
  const listing = useListing(selection);
  const title = useListingTitle(selection);
  useDocumentTitle(title);

  if (listing.isPending) return <CatalogueSkeleton />;
  const data = listing.data;
  return (
    <div className="page catalogue">
      <h1>{title}</h1>
      <ErrorMessage error={listing.error} />
      {data && (
        <div className="listing">
          <ListingFilters facets={data.facets} selection={selection} choose={choose} />
          <div className="listing-results" aria-busy={listing.isPlaceholderData}>
            <ListingToolbar totalCount={data.totalCount} selection={selection} choose={choose} />
            {data.totalCount === 0 ? (
              <p>{t('catalogueFilters.noResults')}</p>
            ) : (
              <ul className="product-grid listing-grid plain" aria-label={title}>
                {data.products.map((p, index) => (
                  <li key={p.id}>
                    <ProductCard product={p} headingLevel={2} inView={index < FIRST_ROW} />
                  </li>
                ))}
              </ul>
            )}
            <ListingPages selection={selection} page={data.page} pageCount={Math.ceil(data.totalCount / data.pageSize)} />
          </div>
        </div>
      )}
    </div>
  );
}
