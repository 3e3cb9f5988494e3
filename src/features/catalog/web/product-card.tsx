import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import type { ProductView } from './product';

/**
 * `headingLevel` follows the page: h2 under a shelf's h1, h3 under a shelf's h2. A card `inView` on
 * arrival loads its image at once and first; the others wait until they are scrolled near. The picture
 * has no text of its own: the product's name is beside it.
 */
export function ProductCard({ product, headingLevel = 3, inView = false }: { product: ProductView; headingLevel?: 2 | 3; inView?: boolean }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <img src={product.image} alt="" width="240" height="240" loading={inView ? 'eager' : 'lazy'} fetchPriority={inView ? 'high' : undefined} />
      <Heading className="product-card-name">
        <Link to={paths.product(product.urlKey)}>{product.name}</Link>
      </Heading>
      <p className="product-card-price">
        <Price value={product.price} />
      </p>
      {!product.inStock && <p className="stock-out">{t('productPage.stock.outOfStock')}</p>}
    </article>
  );
}
