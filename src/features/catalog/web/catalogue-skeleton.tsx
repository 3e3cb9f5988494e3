import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Bone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import { readListingSelection } from '../domain/catalogue-listing';
import { useListingTitle } from './listing-title';
import './catalog.css';

const CARDS = 8;

/** The catalogue's outline: its real heading, then a shelf of grey product cards in the real grid. */
export function CatalogueSkeleton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = useListingTitle(readListingSelection((name) => params.get(name)).selection);
  return (
    <SkeletonPage className="catalogue" label={t('catalogueFilters.loadingProducts')}>
      <h1>{title}</h1>
      <div className="shelf">
        <ul className="product-grid plain">
          {Array.from({ length: CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a skeleton's placeholders are identical and never reordered.
            <li key={i}>
              <div className="product-card">
                <Bone className="skeleton-square" />
                <Bone className="skeleton-text skeleton-w-75" />
                <Bone className="skeleton-text skeleton-w-25" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SkeletonPage>
  );
}
