import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { paths } from '../../../shared/web/routes';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { hasFilters } from '../domain/catalogue-listing';
import { CATEGORIES } from '../domain/categories';
import { checkSearchQuery } from '../domain/storefront-search';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { useListing } from './listing-api';
import { useListingTitle } from './listing-title';
import { ListingView } from './listing-view';
import { useListingSelection } from './use-listing-selection';
import './catalog.css';

/**
 * `/catalogsearch/result?q=…`: the products matching the query, best first, with the category pages'
 * filters (counted over the matches), orders and pages, all of it in the address beside `q`.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const { selection, choose } = useListingSelection();
  const typed = selection.query;
  const check = checkSearchQuery(typed);
  const listing = useListing(selection, check.ok);
  const title = useListingTitle(selection);
  const heading = typed ? title : t('search.label');
  useDocumentTitle(heading);

  if (check.ok && listing.isPending) return <CatalogueSkeleton />;
  const data = check.ok ? listing.data : undefined;
  // Nothing found for the query itself (not for its filters): said so, with the shelves to try instead.
  const nothingFound = data?.totalCount === 0 && !hasFilters(selection);
  return (
    <div className="page catalogue search-results">
      <h1>{heading}</h1>
      {!typed && <p>{t('search.enterQuery')}</p>}
      {typed && !check.ok && (
        <Message kind="warning">
          {formatMessage(ruleMessage(check.message), Object.fromEntries(check.parameters.map((value, i) => [String(i + 1), value])))}
        </Message>
      )}
      <ErrorMessage error={check.ok ? listing.error : null} />
      {data && !nothingFound && <ListingView listing={data} busy={listing.isPlaceholderData} label={title} selection={selection} choose={choose} />}
      {nothingFound && (
        <div className="search-none">
          <Message kind="info">{t('search.noResults', { query: typed })}</Message>
          <p>{t('search.noResultsHint')}</p>
          <ul className="search-none-categories">
            {CATEGORIES.map((c) => (
              <li key={c.code}>
                <Link to={paths.category(c.code)}>{t(CATEGORY_TEXT_KEYS[c.code])}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
