import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListingSelection, listingQuery } from '../domain/catalogue-listing';

/** Page links either side of the current one; the first and last are always there, gaps between shown as "…". */
const NEIGHBOURS = 2;

function pagesShown(page: number, pageCount: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= NEIGHBOURS) shown.push(p);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/** The pages of a long listing: links (each page its own address), the current one marked. */
export function ListingPages({ selection, page, pageCount }: { selection: ListingSelection; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const to = (p: number) => {
    const query = listingQuery({ ...selection, page: p });
    return query ? `?${query}` : '?';
  };
  return (
    <nav className="listing-pages" aria-label={t('catalogueFilters.pages')}>
      <ul className="plain">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev">
              {t('catalogueFilters.previous')}
            </Link>
          </li>
        )}
        {pagesShown(page, pageCount).map((p, index) => (
          <li key={p === 'gap' ? `gap-${index}` : p}>
            {p === 'gap' ? (
              <span aria-hidden="true">…</span>
            ) : p === page ? (
              <span aria-current="page" className="listing-page-current">
                <span className="visually-hidden">{t('catalogueFilters.pageOf', { page: p, pages: pageCount })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <Link to={to(p)} aria-label={t('catalogueFilters.page', { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={to(page + 1)} rel="next">
              {t('catalogueFilters.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
