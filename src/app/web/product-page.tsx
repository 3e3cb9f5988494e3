import { AddToBasketForm } from '../../features/cart/web/add-to-basket-form';
import { ProductPage } from '../../features/catalog/web/product-page';

/** The product page as the shop shows it: the catalogue's page with the cart's add-to-basket form. */
export function ShopProductPage() {
  return <ProductPage purchase={(product) => <AddToBasketForm key={product.sku} product={product} />} />;
}
