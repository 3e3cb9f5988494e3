import { Bone, FieldBone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './catalog.css';

/** The product page's outline: the image square beside name, price, description and the purchase form. */
export function ProductSkeleton() {
  return (
    <SkeletonPage className="product-page" label="Loading product…">
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
