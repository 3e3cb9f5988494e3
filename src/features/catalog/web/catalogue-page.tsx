import { useSearchParams } from 'react-router';
import { CATEGORIES, findCategory } from './categories';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import type { ProductView } from './product';
import { ProductCard } from './product-card';
import { useProducts } from './products-api';
import './catalog.css';

function ProductGrid({ products, label, headingLevel }: { products: ProductView[]; label: string; headingLevel: 2 | 3 }) {
  return (
    <ul className="product-grid plain" aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={headingLevel} />
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

  return (
    <div className="page catalogue">
      <h1>{title}</h1>
      {products.isPending && <Loading label="Loading products…" />}
      <ErrorMessage error={products.error} />
      {products.data && category && <ProductGrid products={products.data} label={category.label} headingLevel={2} />}
      {products.data &&
        !category &&
        CATEGORIES.map((c) => {
          const shelf = products.data.filter((p) => p.category === c.code);
          if (shelf.length === 0) return null;
          return (
            <section key={c.code} aria-labelledby={`shelf-${c.code}`} className="shelf">
              <h2 id={`shelf-${c.code}`}>{c.label}</h2>
              <ProductGrid products={shelf} label={c.label} headingLevel={3} />
            </section>
          );
        })}
      {products.data?.length === 0 && <p>We can't find products matching the selection.</p>}
    </div>
  );
}
