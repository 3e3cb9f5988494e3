import { useTranslation } from 'react-i18next';
import { Bone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './cart.css';

const LINES = 2;

/** The basket's outline: its heading, grey lines in the real line grid, and the summary sidebar. */
export function BasketSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonPage className="basket" label={t('basket.loading')}>
      <h1>{t('basket.title')}</h1>
      <div className="basket-layout">
        <div className="basket-items">
          <ul className="plain basket-lines">
            {Array.from({ length: LINES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a skeleton's placeholders are identical and never reordered.
              <li key={i} className="basket-line">
                <Bone className="line-image" />
                <div className="line-details">
                  <Bone className="skeleton-text skeleton-w-75" />
                  <Bone className="skeleton-text skeleton-w-25" />
                </div>
                <div className="line-qty">
                  <Bone className="skeleton-label" />
                  <Bone className="skeleton-field skeleton-w-50" />
                </div>
                <Bone className="line-total skeleton-text skeleton-w-25" />
              </li>
            ))}
          </ul>
          <Bone className="skeleton-button basket-form-actions" />
        </div>
        <aside className="basket-summary panel">
          <h2>{t('basket.summary')}</h2>
          <Bone />
          <Bone />
          <Bone />
          <Bone className="skeleton-line" />
          <Bone className="skeleton-button" />
        </aside>
      </div>
    </SkeletonPage>
  );
}
