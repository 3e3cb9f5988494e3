import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
// The rule modules, not the validation barrel, which would bring zod and phone metadata to this page.
import { validateItemQuantity } from '../../../shared/domain/validation/quantity-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { SUBSCRIPTION_EXPLANATION } from '../../cart/web/subscription-option';
import { useAddToCart } from '../../cart/web/use-add-to-cart';
import type { ProductView } from './product';

type PurchaseOption = 'once' | 'subscribe';

export function AddToBasketForm({ product }: { product: ProductView }) {
  const addToCart = useAddToCart();
  const [qty, setQty] = useState('1');
  const [option, setOption] = useState<PurchaseOption>('once');
  const [qtyError, setQtyError] = useState<string>();
  const explanationId = useId();
  const canSubscribe = product.subscriptionIntervals.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateItemQuantity(qty, { maxAllowed: product.maxSaleQty });
    setQtyError(failure ? ruleFailureText(failure) : undefined);
    if (failure || addToCart.isPending) return;
    addToCart.mutate({
      sku: product.sku,
      qty: Number(qty),
      subscribe: option === 'subscribe',
      interval: product.subscriptionIntervals[0],
    });
  };

  return (
    <form className="add-to-basket" onSubmit={submit} noValidate>
      {canSubscribe && (
        <fieldset className="purchase-options" aria-describedby={explanationId}>
          <legend>Purchase option</legend>
          <Choice type="radio" name="purchase-option" className="choice-card" checked={option === 'once'} onChange={() => setOption('once')}>
            One-time purchase
          </Choice>
          <Choice type="radio" name="purchase-option" className="choice-card" checked={option === 'subscribe'} onChange={() => setOption('subscribe')}>
            Subscribe <span className="choice-note">– delivered every month</span>
          </Choice>
          <p id={explanationId} className="field-hint">
            {SUBSCRIPTION_EXPLANATION}
          </p>
        </fieldset>
      )}
      <div className="qty-and-add">
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={product.maxSaleQty ?? undefined}
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          error={qtyError}
          className="qty-input"
          disabled={!product.inStock}
        />
        <Button type="submit" disabled={!product.inStock || addToCart.isPending}>
          Add to Basket
        </Button>
      </div>
      {!product.inStock && <p className="stock-out">Out of stock</p>}
      {addToCart.isSuccess && (
        <Message kind="success">
          You added {product.name} to your <Link to={paths.cart}>shopping cart</Link>.
        </Message>
      )}
      <ErrorMessage error={addToCart.error} />
    </form>
  );
}
