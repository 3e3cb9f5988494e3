import { useSearchParams } from 'react-router';
import { CATEGORIES, findCategory } from './categories';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { CatalogueSkeleton } from './catalogue-skeleton';
import type { ProductView } from './product';
import { ProductCard } from './product-card';
import { useProducts } from './products-api';
import './catalog.css';

/** Images in the first row of the page's first grid (four wide on a wide screen) load at once: they are in view. */
const FIRST_ROW = 4;

function ProductGrid({ products, label, headingLevel, first }: { products: ProductView[]; label: string; headingLevel: 2 | 3; first: boolean }) {
  return (
    <ul className="product-grid plain" aria-label={label}>
      {products.map((p, index) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={headingLevel} inView={first && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

/** `/` lists everything grouped by shelf; `?category=pods` (etc.) shows one shelf. */
export function CataloguePage() {
  const [params] = useSearchParams();
  const category = findCategory(params.get('category'));
  const products = useProducts(category?.code ?? null);
  const title = category?.label ?? 'All Products';
  useDocumentTitle(title);

  if (products.isPending) return <CatalogueSkeleton />;
  return (
    <div className="page catalogue">
      <h1>{title}</h1>
      <ErrorMessage error={products.error} />
      {products.data && category && <ProductGrid products={products.data} label={category.label} headingLevel={2} first />}
      {products.data &&
        !category &&
        CATEGORIES.filter((c) => products.data.some((p) => p.category === c.code)).map((c, index) => {
          const shelf = products.data.filter((p) => p.category === c.code);
          return (
            <section key={c.code} aria-labelledby={`shelf-${c.code}`} className="shelf">
              <h2 id={`shelf-${c.code}`}>{c.label}</h2>
              <ProductGrid products={shelf} label={c.label} headingLevel={3} first={index === 0} />
            </section>
          );
        })}
      {products.data?.length === 0 && <p>We can't find products matching the selection.</p>}
    </div>
  );
}
