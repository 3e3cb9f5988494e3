import { useMoneyFormat } from '../../../shared/web/ui/price';
import { paths } from '../../../shared/web/routes';
import { productStructuredData } from '../domain/structured-data';
import type { ProductView } from './product';
import { useStructuredData } from './use-structured-data';

/** The product's schema.org data for search engines, once the store's currency is known. */
export function useProductStructuredData(product: ProductView | undefined): void {
  const currency = useMoneyFormat()?.currency;
  const origin = window.location.origin;
  useStructuredData(
    product && currency
      ? productStructuredData({
          name: product.name,
          description: product.description,
          sku: product.sku,
          url: new URL(paths.product(product.urlKey), origin).href,
          image: new URL(product.image, origin).href,
          price: product.price,
          currency,
          inStock: product.inStock,
        })
      : null,
  );
}
