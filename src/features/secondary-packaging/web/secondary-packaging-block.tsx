import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { useToggleTip } from '../../../shared/web/ui/use-toggle-tip';
import { Choice } from '../../../shared/web/ui/choice';
import { useChoosePackaging, useSecondaryPackaging } from './secondary-packaging-query';
import './secondary-packaging.css';

/** Spec 002 secondary packaging: the summary's checkbox with its tooltip, as the store words it. */
export function SecondaryPackagingBlock() {
  const { t } = useTranslation();
  const packaging = useSecondaryPackaging();
  const choose = useChoosePackaging();
  const tip = useToggleTip();
  const data = packaging.data;
  if (!data?.showOnCheckout) return null;
  return (
    <section className="secondary-packaging" aria-label={t('secondaryPackaging.region')} {...tip.container}>
      <div className="secondary-packaging-row">
        <Choice
          type="checkbox"
          name="seconderyPackaging"
          checked={data.checked}
          aria-describedby={tip.tip.id}
          // Not disabled while saving (a disabled box would drop the keyboard's focus): changes are queued.
          onChange={(event) => choose.mutate(event.target.checked)}
        >
          {data.checkoutText}
        </Choice>
        <Button
          variant="icon"
          className="secondary-packaging-tip-toggle"
          aria-label={t('secondaryPackaging.about', { text: data.checkoutText })}
          {...tip.button}
        >
          ?
        </Button>
      </div>
      <p className="secondary-packaging-tip" {...tip.tip}>
        {data.checkoutTooltip}
      </p>
    </section>
  );
}
