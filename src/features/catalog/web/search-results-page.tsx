import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatMessage } from '../../../shared/domain/validation/rule-failure';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { paths } from '../../../shared/web/routes';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { CATEGORIES } from '../domain/categories';
import { checkSearchQuery } from '../domain/storefront-search';
import { CatalogueSkeleton } from './catalogue-skeleton';
import { ProductCard } from './product-card';
import { searchResultsQuery } from './search-api';
import { CATEGORY_TEXT_KEYS } from './attribute-texts';
import './catalog.css';

/** Images in the first row (four wide on a wide screen) load at once: they are in view. */
const FIRST_ROW = 4;

/** The query a results page searches for (its `q`), or why it cannot be searched. */
function resultsQueryOf(params: URLSearchParams) {
  return checkSearchQuery(params.get('q') ?? '');
}

/** `/catalogsearch/result?q=…`: the products matching the query, best first; the query stays in the address. */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [params] = useSearchParams();
  const typed = (params.get('q') ?? '').trim();
  const check = resultsQueryOf(params);
  const results = useQuery({ ...searchResultsQuery(check.ok ? check.query : ''), enabled: check.ok });
  const title = typed ? t('search.resultsTitle', { query: typed }) : t('search.label');
  useDocumentTitle(title);

  if (check.ok && results.isPending) return <CatalogueSkeleton />;
  return (
    <div className="page catalogue search-results">
      <h1>{title}</h1>
      {!typed && <p>{t('search.enterQuery')}</p>}
      {typed && !check.ok && (
        <Message kind="warning">
          {formatMessage(ruleMessage(check.message), Object.fromEntries(check.parameters.map((value, i) => [String(i + 1), value])))}
        </Message>
      )}
      <ErrorMessage error={results.error} />
      {results.data && results.data.totalCount > 0 && (
        <>
          <p className="search-count">{t('search.items', { count: results.data.totalCount })}</p>
          <ul className="product-grid plain" aria-label={title}>
            {results.data.products.map((p, index) => (
              <li key={p.id}>
                <ProductCard product={p} headingLevel={2} inView={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        </>
      )}
      {results.data?.totalCount === 0 && (
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
