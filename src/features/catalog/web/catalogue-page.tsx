import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { useListing } from './listing-api';
import { useListingTitle } from './listing-title';
import { ListingView } from './listing-view';
import { useListingSelection } from './use-listing-selection';
import './catalog.css';

/**
 * `/` lists the catalogue; `?category=pods` (the header's links) one shelf. Filters, order and page are
 * in the address too (`?category=pods&nicotine_strength=12,18&product_list_order=price&p=2`).
 */
export function CataloguePage() {
  const { selection, choose } = useListingSelection();
  const listing = useListing(selection);
  const title = useListingTitle(selection);
  useDocumentTitle(title);

  if (listing.isPending) return <CatalogueSkeleton />;
  return (
    <div className="page catalogue">
      <h1>{title}</h1>
      <ErrorMessage error={listing.error} />
      {listing.data && <ListingView listing={listing.data} busy={listing.isPlaceholderData} label={title} selection={selection} choose={choose} />}
    </div>
  );
}
