import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/web/api/client';
import { NotFoundPage } from '../../../shared/web/not-found-page';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { HealthWarning } from './health-warning';
import type { ProductView } from './product';
import { ProductFacts } from './product-facts';
import { ProductSkeleton } from './product-skeleton';
import { useProduct } from './products-api';
import { StockStatus } from './stock-status';
import { SubscriptionTerms } from './subscription-terms';
import { useProductStructuredData } from './use-product-structured-data';
import './catalog.css';

/**
 * A product's page; what buys it (the cart's add-to-basket form) is handed in by the app. A product the
 * store does not sell answers 404, and its page is the not-found page.
 */
export function ProductPage({ purchase }: { purchase: (product: ProductView) => ReactNode }) {
  const { urlKey = '' } = useParams();
  const product = useProduct(urlKey);
  useDocumentTitle(product.data?.name);
  useProductStructuredData(product.data);

  if (product.error instanceof ApiError && product.error.status === 404) return <NotFoundPage />;
  if (product.isPending) return <ProductSkeleton />;
  if (!product.data) return <ErrorMessage error={product.error} />;
  return <ProductDetails product={product.data} purchase={purchase} />;
}

function ProductDetails({ product: p, purchase }: { product: ProductView; purchase: (product: ProductView) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page product-page">
      {/* The drawing's own size, so the page does not move when it arrives. */}
      <img className="product-image" src={p.image} alt={t('productPage.pictureAlt', { name: p.name })} width="480" height="480" fetchPriority="high" />
      <div className="product-info">
        <h1>{p.name}</h1>
        {p.ageRestricted && <HealthWarning />}
        <p className="product-price">
          <Price value={p.price} />
        </p>
        <StockStatus stock={p.stock} />
        <p className="product-description">{p.description}</p>
        {p.subscriptionTerms && <SubscriptionTerms terms={p.subscriptionTerms} intervals={p.subscriptionIntervals} />}
        {purchase(p)}
        <ProductFacts facts={p.facts} />
      </div>
    </div>
  );
}
