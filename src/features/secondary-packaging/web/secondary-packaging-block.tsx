import { useId, useState } from 'react';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { useChoosePackaging, useSecondaryPackaging } from './secondary-packaging-query';
import './secondary-packaging.css';

/** Spec 002 secondary packaging: the summary's checkbox with its tooltip, as the store words it. */
export function SecondaryPackagingBlock() {
  const packaging = useSecondaryPackaging();
  const choose = useChoosePackaging();
  const [tipOpen, setTipOpen] = useState(false);
  const tipId = useId();
  const data = packaging.data;
  if (!data?.showOnCheckout) return null;
  return (
    <section className="secondary-packaging" aria-label="Secondary packaging">
      <div className="secondary-packaging-row">
        <Choice
          type="checkbox"
          name="seconderyPackaging"
          checked={data.checked}
          aria-describedby={tipId}
          // Not disabled while saving (a disabled box would drop the keyboard's focus): changes are queued.
          onChange={(event) => choose.mutate(event.target.checked)}
        >
          {data.checkoutText}
        </Choice>
        <Button
          variant="icon"
          className="secondary-packaging-tip-toggle"
          aria-expanded={tipOpen}
          aria-controls={tipId}
          aria-label={`About: ${data.checkoutText}`}
          onClick={() => setTipOpen((open) => !open)}
        >
          ?
        </Button>
      </div>
      <p id={tipId} className="secondary-packaging-tip" hidden={!tipOpen}>
        {data.checkoutTooltip}
      </p>
    </section>
  );
}
