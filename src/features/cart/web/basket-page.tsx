import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../shared/web/api/client';
import type { Totals } from '../../../shared/web/api/types';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { ErrorMessage } from '../../../shared/web/ui/message';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';
import { PersonalisationDetails } from '../../personalisation/web';
import { ClearBasket, ProceedToCheckout } from './basket-actions';
import { type BasketItem, type QuantityForm, isRefused, useBasketData, useBasketUpdate, useLineOption } from './basket-data';
import { BasketLine } from './basket-line';
import { BasketSkeleton } from './basket-skeleton';
import { BasketBanners, SubscriptionNotice } from './basket-notices';
import { ExclusivityPanel, exclusivityBlocks } from './exclusivity-panel';
import { InvalidBasketPrompt } from './invalid-basket-prompt';
import './cart.css';

/**
 * What features above the cart show on its page (gift messages, the delivery estimate, the discount
 * code): the app assembly hands them in, so the cart imports none of them.
 */
export interface BasketBlocks {
  /** Under each line that is not a free gift; `onChanged` after the shopper saved something. */
  lineExtras?: (item: BasketItem, onChanged: () => void) => ReactNode;
  /** Under the lines, for the whole order. */
  afterLines?: (onChanged: () => void) => ReactNode;
  /** First in the summary; `onTotals` shows the totals it answers with for a chosen rate. */
  estimate?: (basket: { dataId: number; isVirtual: boolean; onTotals: (totals: Totals) => void }) => ReactNode;
  /** The totals table (pricing's), for the basket's totals or the estimate's. */
  totals?: (totals: Totals) => ReactNode;
  /** Under the totals. */
  afterTotals?: (totals: Totals) => ReactNode;
  /** Under the heading, whatever the basket holds (the notice after a payment page was left unpaid). */
  notice?: () => ReactNode;
}

/** Reads the basket form's quantity fields (`cart[{id}][qty]`) as the form would post them. */
function quantitiesOf(form: HTMLFormElement): QuantityForm {
  const quantities: QuantityForm = {};
  for (const [name, value] of new FormData(form)) {
    const match = /^cart\[(\d+)\]\[qty\]$/.exec(name);
    if (match) quantities[match[1]] = { qty: Number(value) };
  }
  return quantities;
}

/**
 * The basket page (spec 000 §2): one form of lines, then the sidebar. Every change is saved in the
 * background and the page's data comes back whole from the server; nothing reloads except after the
 * invalid-basket prompt, as the spec says.
 */
export function BasketPage({ reload = () => window.location.reload(), blocks = {} }: { reload?: () => void; blocks?: BasketBlocks }) {
  const { t } = useTranslation();
  useDocumentTitle(t('basket.title'));
  const basket = useBasketData();
  const data = basket.data ?? null;
  const items = data?.items ?? [];
  const update = useBasketUpdate();
  const lineOption = useLineOption();
  // The alert, and the rest of the form to submit when it closes (spec 000 §4).
  const [alert, setAlert] = useState<{ message: string; rest: QuantityForm } | null>(null);
  const [resetKeys, setResetKeys] = useState<Record<number, number>>({});
  const [estimate, setEstimate] = useState<{ dataId: number; totals: Totals } | null>(null);
  const busy = update.isPending || lineOption.isPending;
  const checking = busy || basket.isFetching;

  /**
   * Update-cart validation first (spec 000 §4), in the same request as the update: a refused quantity
   * goes back, an alert says why, and nothing was changed. A failed update is only logged (spec 000 §8).
   */
  const submitQuantities = (form: QuantityForm) => {
    update.mutate(
      { cart: form, validate: true },
      {
        onSuccess: ({ answer }) => {
          if (!isRefused(answer)) return;
          setResetKeys((keys) => Object.fromEntries([...Object.entries(keys), ...answer.error_message.map((e) => [e.itemId, (keys[e.itemId] ?? 0) + 1])]));
          const refused = new Set(answer.error_message.map((e) => String(e.itemId)));
          const rest = Object.fromEntries(Object.entries(form).filter(([itemId]) => !refused.has(itemId)));
          setAlert({ message: answer.error_message.map((e) => e.error).join(' '), rest });
        },
        onError: (error) => console.error(error.message),
      },
    );
  };

  const onQuantity = (item: BasketItem, qty: number) => {
    if (!item.item_id) {
      console.error('Quantity selector without a product id');
      return;
    }
    submitQuantities({ [item.item_id]: { qty } });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitQuantities(quantitiesOf(event.currentTarget));
  };

  // Closing the alert submits the form without the refused quantities, which went back to what they were.
  const closeAlert = () => {
    const rest = alert?.rest ?? {};
    setAlert(null);
    update.mutate({ cart: rest }, { onError: (error) => console.error(error.message) });
  };

  // After a gift message change (a block's onChanged) the basket form action is reached (spec 000 §2), with an empty cart.
  const afterGiftMessage = () => {
    void api
      .post('/checkout/cart/updatePost', { cart: {}, quote_id: basket.ref.isCustomer ? undefined : guestCartId.get() })
      .catch((error) => console.error(error));
  };

  const shownTotals = estimate && data && estimate.dataId === data.data_id ? estimate.totals : data?.totals;
  const hideCheckoutArea = data ? exclusivityBlocks(data) : false;

  if (basket.isPending) return <BasketSkeleton />;
  return (
    <div className="page basket">
      <h1>{t('basket.title')}</h1>
      {blocks.notice?.()}
      <ErrorMessage error={basket.error} />
      {basket.isSuccess && items.length === 0 && (
        <div className="basket-empty">
          <p>{t('basket.empty')}</p>
          <p>
            <Link to={paths.home}>{t('basket.continueShopping')}</Link>
          </p>
        </div>
      )}
      {data && items.length > 0 && (
        <>
          <BasketBanners data={data} />
          <InvalidBasketPrompt data={data} reload={reload} />
          <div className="basket-layout">
            <div className="basket-items">
              <form className="basket-form" onSubmit={onSubmit} aria-label={t('basket.formLabel')}>
                <SubscriptionNotice data={data} />
                <ul className="plain basket-lines" aria-label={t('basket.linesLabel')}>
                  {items.map((item) => (
                    <BasketLine
                      key={item.item_id}
                      item={item}
                      taxDisplay={data.tax_display}
                      busy={busy}
                      resetKey={resetKeys[item.item_id] ?? 0}
                      onQuantity={onQuantity}
                      onSubscribe={(line, interval) =>
                        // Spec 000 §7: a basket mode change posts the form, then the page reloads.
                        lineOption.mutate({ item: line, interval }, { onSuccess: reload, onError: (error) => console.error(error.message) })
                      }
                      personalisation={item.personalisation ? <PersonalisationDetails personalisation={item.personalisation} /> : undefined}
                      giftOptions={item.is_gift ? undefined : blocks.lineExtras?.(item, afterGiftMessage)}
                    />
                  ))}
                </ul>
                <div className="actions basket-form-actions">
                  <Link to={paths.home} className="button button-secondary">
                    {t('basket.continueShopping')}
                  </Link>
                  <ClearBasket
                    data={data}
                    busy={busy}
                    onClear={() => update.mutate({ action: 'empty_cart' }, { onError: (error) => console.error(error.message) })}
                  />
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {t('basket.update')}
                  </Button>
                </div>
              </form>
              <ExclusivityPanel data={data} />
              {blocks.afterLines?.(afterGiftMessage)}
            </div>
            <aside className="basket-summary panel" aria-labelledby="basket-summary-title">
              <h2 id="basket-summary-title">{t('basket.summary')}</h2>
              {blocks.estimate?.({ dataId: data.data_id, isVirtual: data.is_virtual, onTotals: (t) => setEstimate({ dataId: data.data_id, totals: t }) })}
              {!hideCheckoutArea && (
                <>
                  {shownTotals && blocks.totals?.(shownTotals)}
                  <ProceedToCheckout data={data} checking={checking} isCustomer={basket.ref.isCustomer} />
                  {shownTotals && blocks.afterTotals?.(shownTotals)}
                </>
              )}
            </aside>
          </div>
        </>
      )}
      {alert && (
        <Dialog title={t('basket.updateRefused')} onConfirm={closeAlert}>
          <p>{alert.message}</p>
        </Dialog>
      )}
    </div>
  );
}
