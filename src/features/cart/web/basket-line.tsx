import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ITEM_OPTION_LABELS } from '../domain';
import { Button } from '../../../shared/web/ui/button';
import { Price } from '../../../shared/web/ui/price';
import { type BasketData, type BasketItem, canSubscribe, isSubscribed } from './basket-data';
import { QuantityStepper } from './quantity-stepper';
import { SubscriptionChoice } from './subscription-choice';

export interface BasketLineProps {
  item: BasketItem;
  taxDisplay: BasketData['tax_display'];
  busy: boolean;
  /** Bumped when the server refuses a quantity, so the input goes back to the line's quantity. */
  resetKey: number;
  onQuantity: (item: BasketItem, qty: number) => void;
  /** 0 for a one-time purchase, else the subscription interval in months. */
  onSubscribe: (item: BasketItem, interval: number) => void;
  /** Slot for the line's gift options. */
  giftOptions?: React.ReactNode;
  /** Slot for the engraving details. */
  personalisation?: React.ReactNode;
}

/** Row total in the store's tax display mode (spec 000 §4 "Totals display"). */
function RowTotal({ item, taxDisplay }: { item: BasketItem; taxDisplay: BasketData['tax_display'] }) {
  if (taxDisplay === 'both') {
    return (
      <>
        <Price value={item.row_total_incl_tax} />{' '}
        <span className="line-total-excl">
          <Trans i18nKey="basket.line.exclTax" components={{ price: <Price value={item.row_total} /> }} />
        </span>
      </>
    );
  }
  return <Price value={taxDisplay === 'excluding' ? item.row_total : item.row_total_incl_tax} />;
}

/** The engraving's option labels as the page's language words them (the cart's answer names them in English). */
const OPTION_LABEL_KEYS = {
  [ITEM_OPTION_LABELS.frontEngraving]: 'basket.line.frontEngraving',
  [ITEM_OPTION_LABELS.backEngraving]: 'basket.line.backEngraving',
} as const;

const isKnownOptionLabel = (label: string): label is keyof typeof OPTION_LABEL_KEYS => label in OPTION_LABEL_KEYS;

export function BasketLine({ item, taxDisplay, busy, resetKey, onQuantity, onSubscribe, giftOptions, personalisation }: BasketLineProps) {
  const { t } = useTranslation();
  const subscribed = isSubscribed(item);
  const name = item.product_name;
  // The subscription shows as a badge, and the engraving in full when its details are given.
  const plainOptions = item.options.filter((o) => o.label !== ITEM_OPTION_LABELS.subscription && !personalisation);

  return (
    <li className="basket-line" aria-busy={busy || undefined}>
      <img className="line-image" src={item.product_image} alt="" width="96" height="96" />
      <div className="line-details">
        <h2 className="line-name">
          <Link to={item.product_url}>{name}</Link>
        </h2>
        <p className="line-price">
          <span className="visually-hidden">{t('basket.line.price')}</span>
          <Price value={item.product_price} />
          {subscribed && <span className="line-badge">{t('subscription.label', { count: item.attributes.info_buyRequest.subscription_option.interval })}</span>}
          {item.is_gift && <span className="line-badge">{t('basket.line.freeGift')}</span>}
        </p>
        {plainOptions.length > 0 && (
          <dl className="line-options">
            {plainOptions.map((o) => (
              <div key={o.label}>
                <dt>{isKnownOptionLabel(o.label) ? t(OPTION_LABEL_KEYS[o.label]) : o.label}</dt>
                <dd>{o.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {personalisation}
        {item.applied_cart_rule_name && <p className="line-rule">{t('basket.line.discount', { name: item.applied_cart_rule_name })}</p>}
      </div>
      {canSubscribe(item) && (
        <div className="line-subscription">
          <SubscriptionChoice
            itemId={item.item_id}
            itemName={name}
            intervals={item.subscription_intervals}
            interval={subscribed ? item.attributes.info_buyRequest.subscription_option.interval : 0}
            disabled={busy}
            onChange={(interval) => onSubscribe(item, interval)}
          />
        </div>
      )}
      <div className="line-qty">
        {item.is_gift ? (
          <p className="line-gift-qty">{t('basket.line.giftQuantity', { qty: item.qty })}</p>
        ) : (
          <QuantityStepper
            resetSignal={resetKey}
            name={`cart[${item.item_id}][qty]`}
            value={item.qty}
            itemName={name}
            max={item.max_sale_qty}
            disabled={busy}
            onChange={(qty) => onQuantity(item, qty)}
            onRemove={() => onQuantity(item, 0)}
          />
        )}
      </div>
      <p className="line-total">
        <span className="line-total-label">{t('basket.line.subtotal')}</span> <RowTotal item={item} taxDisplay={taxDisplay} />
      </p>
      <div className="line-remove">
        <Button variant="link" aria-label={t('basket.line.removeItem', { name })} disabled={busy} onClick={() => onQuantity(item, 0)}>
          {t('basket.line.remove')}
        </Button>
      </div>
      {giftOptions && <div className="line-gift">{giftOptions}</div>}
    </li>
  );
}
