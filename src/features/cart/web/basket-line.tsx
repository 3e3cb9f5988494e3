import { Link } from 'react-router';
import type { CartItem } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { Price } from '../../../shared/web/ui/price';
import { QuantityStepper } from './quantity-stepper';
import { SubscriptionChoice } from './subscription-choice';
import { canSubscribe, isSubscriptionLine } from './subscription-option';
import { useRemoveCartItem } from './use-remove-cart-item';
import { useUpdateCartItem } from './use-update-cart-item';

export function BasketLine({ item, rowTotal }: { item: CartItem; rowTotal: number }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const subscribed = isSubscriptionLine(item);

  return (
    <li className="basket-line" aria-busy={busy || undefined}>
      <img className="line-image" src={item.extension_attributes.image} alt="" width="96" height="96" />
      <div className="line-details">
        <h2 className="line-name">
          <Link to={item.extension_attributes.product_url}>{item.name}</Link>
        </h2>
        <p className="line-price">
          <span className="visually-hidden">Price: </span>
          <Price value={item.price} />
          {subscribed && <span className="line-badge">Monthly subscription</span>}
        </p>
      </div>
      {canSubscribe(item) && (
        <div className="line-subscription">
          <SubscriptionChoice
            itemId={item.item_id}
            itemName={item.name}
            subscribed={subscribed}
            disabled={busy}
            onChange={(subscribe) => update.mutate({ itemId: item.item_id, qty: item.qty, subscribe })}
          />
        </div>
      )}
      <div className="line-qty">
        <QuantityStepper
          value={item.qty}
          itemName={item.name}
          max={item.extension_attributes.max_sale_qty}
          disabled={busy}
          onChange={(qty) => update.mutate({ itemId: item.item_id, qty })}
          onRemove={() => remove.mutate(item.item_id)}
        />
      </div>
      <p className="line-total">
        <span className="line-total-label">Subtotal</span> <Price value={rowTotal} />
      </p>
      <div className="line-remove">
        <Button variant="link" aria-label={`Remove ${item.name}`} disabled={busy} onClick={() => remove.mutate(item.item_id)}>
          Remove
        </Button>
      </div>
      <div className="line-errors">
        <ErrorMessage error={update.error ?? remove.error} />
      </div>
    </li>
  );
}
