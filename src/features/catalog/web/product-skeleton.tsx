import { useTranslation } from 'react-i18next';
import { Bone, FieldBone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './catalog.css';

/** The product page's outline: the image square beside name, price, description and the purchase form. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonPage className="product-page" label={t('productPage.loading')}>
      <Bone className="skeleton-square product-image" />
      <div className="product-info">
        <Bone className="skeleton-line skeleton-w-75" />
        <Bone className="skeleton-line skeleton-w-25" />
        <Bone />
        <Bone />
        <Bone className="skeleton-text skeleton-w-50" />
        <FieldBone />
        <FieldBone />
        <Bone className="skeleton-button" />
      </div>
    </SkeletonPage>
  );
}
