import { useTranslation } from 'react-i18next';
import { Bone, FieldBone, SkeletonPage } from '../../../shared/web/ui/skeleton';
import './checkout.css';

const FIELDS = 5;

/** The checkout's outline: heading, progress bar, the address form on the left and 'Your Order' beside it. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonPage className="checkout" label={t('checkout.loading')}>
      <h1>{t('checkout.title')}</h1>
      <Bone className="skeleton-progress" />
      <div className="checkout-layout">
        <div className="checkout-main">
          <Bone className="skeleton-line skeleton-w-50" />
          {Array.from({ length: FIELDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a skeleton's placeholders are identical and never reordered.
            <FieldBone key={i} />
          ))}
        </div>
        <div className="checkout-sidebar">
          <div className="order-summary panel">
            <Bone className="skeleton-line skeleton-w-50" />
            <Bone />
            <Bone />
            <Bone className="skeleton-text skeleton-w-75" />
            <Bone className="skeleton-line" />
          </div>
        </div>
      </div>
    </SkeletonPage>
  );
}
