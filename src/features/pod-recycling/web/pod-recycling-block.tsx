import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { useAddRecyclingItem, usePodRecycling } from './pod-recycling-query';
import './pod-recycling.css';

/** Not shown in the spec: why 'Add to cart' is off once the item is in the basket. */

/**
 * Spec 002 pod recycling: the summary's 'Drop the Pod' block, shown when the server says this basket earns
 * it. 'Add to cart' adds the recycling item while it is not yet in the basket; the link opens the scheme's page.
 */
export function PodRecyclingBlock() {
  const { t } = useTranslation();
  const block = usePodRecycling();
  const add = useAddRecyclingItem();
  const prs = block.data?.prs;
  if (!block.data?.show || !prs) return null;
  // The page reloads once the add settles: the button stays off until then.
  const busy = add.isPending || add.isSuccess || add.isError;
  return (
    <section className="pod-recycling" aria-labelledby="pod-recycling-title">
      <h3 id="pod-recycling-title" className="pod-recycling-title">
        {prs.title}
      </h3>
      <p className="pod-recycling-description">{prs.description}</p>
      <div className="pod-recycling-actions">
        <Button
          variant="secondary"
          className="pod-recycling-add"
          disabled={!block.data.can_add || busy}
          aria-busy={add.isPending || undefined}
          aria-describedby={block.data.in_cart ? 'pod-recycling-in-cart' : undefined}
          onClick={() => add.mutate({ sku: prs.sku, qty: prs.qty })}
        >
          {t('podRecycling.add')}
        </Button>
        {prs.page_url && (
          <a className="pod-recycling-link" href={prs.page_url}>
            {t('podRecycling.link')}
          </a>
        )}
      </div>
      {block.data.in_cart && (
        <p id="pod-recycling-in-cart" className="pod-recycling-note">
          {t('podRecycling.inBasket')}
        </p>
      )}
    </section>
  );
}
