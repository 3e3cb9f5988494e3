import { Link } from 'react-router';
import { paths } from '../../../shared/web/routes';
import { Price } from '../../../shared/web/ui/price';
import type { ProductView } from './product';

export function ProductCard({ product }: { product: ProductView }) {
  return (
    <article className="product-card">
      <img src={product.image} alt={product.name} width="240" height="240" loading="lazy" />
      <h3 className="product-card-name">
        <Link to={paths.product(product.urlKey)}>{product.name}</Link>
      </h3>
      <p className="product-card-price">
        <Price value={product.price} />
      </p>
      {!product.inStock && <p className="stock-out">Out of stock</p>}
    </article>
  );
}
