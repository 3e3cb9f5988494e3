import { type FormEvent, Suspense, lazy, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The rule modules, not the validation barrel, which would bring zod and phone metadata to this page.
import { validateItemQuantity } from '../../../shared/domain/validation/quantity-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { useRuleMessage } from '../../../shared/web/i18n/messages';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import type { PersonalisationFieldsetHandle } from '../../personalisation/web';
import type { ProductView } from '../../catalog/web';
import { useAddToBasket } from './use-add-to-basket';

// Only personalisable devices load the engraving fields (and with them zod and the form library).
const PersonalisationFieldset = lazy(() => import('../../personalisation/web/personalisation-fieldset').then((m) => ({ default: m.PersonalisationFieldset })));

/** 0 for a one-time purchase, else the subscription interval in months. */
type PurchaseOption = number;

export function AddToBasketForm({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const addToCart = useAddToBasket();
  const [qty, setQty] = useState('1');
  const [option, setOption] = useState<PurchaseOption>(0);
  const [qtyError, setQtyError] = useState<string>();
  const explanationId = useId();
  const personalisation = useRef<PersonalisationFieldsetHandle>(null);
  const canSubscribe = product.subscriptionIntervals.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateItemQuantity(qty, { maxAllowed: product.maxSaleQty });
    setQtyError(failure ? ruleFailureText(failure) : undefined);
    // Until the engraving fields have loaded nothing can have been typed in them.
    const engraving = (await personalisation.current?.read()) ?? { ok: true, personalisation: undefined };
    if (failure || !engraving.ok || addToCart.isPending) return;
    addToCart.mutate({
      sku: product.sku,
      qty: Number(qty),
      subscribe: option > 0,
      interval: option > 0 ? option : undefined,
      personalisation: engraving.personalisation,
    });
  };

  return (
    <form className="add-to-basket" onSubmit={submit} noValidate>
      {canSubscribe && (
        <fieldset className="purchase-options" aria-describedby={explanationId}>
          <legend>{t('addToBasket.purchaseOption')}</legend>
          <Choice type="radio" name="purchase-option" className="choice-card" checked={option === 0} onChange={() => setOption(0)}>
            {t('basket.line.oneTime')}
          </Choice>
          {product.subscriptionIntervals.map((months) => (
            <Choice key={months} type="radio" name="purchase-option" className="choice-card" checked={option === months} onChange={() => setOption(months)}>
              {t('basket.line.subscribe')} <span className="choice-note">{t('subscription.intervalNote', { count: months })}</span>
            </Choice>
          ))}
          <p id={explanationId} className="field-hint">
            {ruleMessage(product.subscriptionExplanation)}
          </p>
        </fieldset>
      )}
      {product.personalisation && (
        <Suspense fallback={null}>
          <PersonalisationFieldset ref={personalisation} options={product.personalisation} disabled={!product.inStock} />
        </Suspense>
      )}
      <div className="qty-and-add">
        <TextField
          label={t('addToBasket.quantity')}
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
          {t('addToBasket.add')}
        </Button>
      </div>
      {!product.inStock && <p className="stock-out">{t('addToBasket.outOfStock')}</p>}
      {addToCart.isSuccess && (
        <Message kind="success">
          <Trans i18nKey="addToBasket.added" values={{ name: product.name }} components={{ basket: <Link to={paths.cart} /> }} />
        </Message>
      )}
      <ErrorMessage error={addToCart.error} />
    </form>
  );
}
