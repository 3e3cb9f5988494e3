import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/web/api/client';
import { NotFoundPage } from '../../../shared/web/not-found-page';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import type { ProductView } from './product';
import { ProductFacts } from './product-facts';
import { ProductSkeleton } from './product-skeleton';
import { useProduct } from './products-api';
import './catalog.css';

/** A product's page; what buys it (the cart's add-to-basket form) is handed in by the app. */
export function ProductPage({ purchase }: { purchase: (product: ProductView) => ReactNode }) {
  const { urlKey = '' } = useParams();
  const product = useProduct(urlKey);
  useDocumentTitle(product.data?.name);

  if (product.error instanceof ApiError && product.error.status === 404) return <NotFoundPage />;
  if (product.isPending) return <ProductSkeleton />;
  if (!product.data) return <ErrorMessage error={product.error} />;

  const p = product.data;
  return (
    <div className="page product-page">
      <img className="product-image" src={p.image} alt={p.name} width="480" height="480" fetchPriority="high" />
      <div className="product-info">
        <h1>{p.name}</h1>
        <p className="product-price">
          <Price value={p.price} />
        </p>
        <p className="product-description">{p.description}</p>
        {purchase(p)}
        <ProductFacts facts={p.facts} />
      </div>
    </div>
  );
}
