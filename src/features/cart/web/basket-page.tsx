import { Link } from 'react-router';
import { TotalsTable } from '../../../shared/web/cart/totals-table';
import { useCart, useTotals } from '../../../shared/web/cart/use-cart';
import { paths } from '../../../shared/web/routes';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Loading } from '../../../shared/web/ui/loading';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { BasketLine } from './basket-line';
import './cart.css';

export const EMPTY_BASKET_TEXT = 'You have no items in your shopping cart.';

export function BasketPage() {
  useDocumentTitle('Shopping Cart');
  const cart = useCart();
  const items = cart.data?.items ?? [];
  const totals = useTotals(items.length > 0);
  const rowTotal = (itemId: number, fallback: number) =>
    totals.data?.items.find((t) => t.item_id === itemId)?.row_total_incl_tax ?? fallback;

  return (
    <div className="page basket">
      <h1>Shopping Cart</h1>
      {cart.isPending && <Loading label="Loading your basket…" />}
      <ErrorMessage error={cart.error} />
      {cart.isSuccess && items.length === 0 && (
        <div className="basket-empty">
          <p>{EMPTY_BASKET_TEXT}</p>
          <p>
            <Link to={paths.home}>Continue Shopping</Link>
          </p>
        </div>
      )}
      {items.length > 0 && (
        <div className="basket-layout">
          <div className="basket-items">
            <ul className="plain basket-lines" aria-label="Items in your basket">
              {items.map((item) => (
                <BasketLine key={item.item_id} item={item} rowTotal={rowTotal(item.item_id, item.price * item.qty)} />
              ))}
            </ul>
            <div className="actions">
              <Link to={paths.home} className="button button-secondary">
                Continue Shopping
              </Link>
            </div>
          </div>
          <section className="basket-summary panel" aria-labelledby="basket-summary-title">
            <h2 id="basket-summary-title">Summary</h2>
            {totals.data ? <TotalsTable totals={totals.data} /> : <Loading label="Updating totals…" />}
            <ErrorMessage error={totals.error} />
            <Link to={paths.checkout} className="button button-primary button-block">
              Proceed to Checkout
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
