import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type GiftQtyProblem, giftQtyProblemText } from '../domain';
import { ruleMessage } from '../../../shared/web/i18n/messages';

export interface GiftCardProps {
  name: string;
  /** The offer (gift rule) it comes with: gifts of a "one of" offer share its quantity. */
  offer: string;
  image: string;
  checked: boolean;
  qty: number;
  max: number;
  problem: GiftQtyProblem;
  onToggle: (checked: boolean) => void;
  onQty: (qty: number) => void;
}

/** One gift in the slider: its picture, name (the checkbox's label), 'Free', and its quantity once ticked. */
export function GiftCard({ name, offer, image, checked, qty, max, problem, onToggle, onQty }: GiftCardProps) {
  const { t } = useTranslation();
  const id = useId();
  // A gift the rule has no room left for cannot be ticked (another gift of a "one of" rule took it).
  const full = !checked && max === 0;
  return (
    <li className={checked ? 'gift-card gift-card-checked' : 'gift-card'}>
      <div className="gift-card-picture">{image && <img src={image} alt="" width={120} height={120} loading="lazy" />}</div>
      <label className="choice gift-card-choice">
        <input
          type="checkbox"
          checked={checked}
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <span className="choice-label">{name}</span>
      </label>
      <p className="gift-card-price">{t('promoGifts.free')}</p>
      <p className="gift-card-offer">{offer}</p>
      {full && (
        <p id={`${id}-full`} className="field-hint">
          {t('promoGifts.untickAnother')}
        </p>
      )}
      <div className={problem ? 'field gift-card-qty field-invalid' : 'field gift-card-qty'}>
        <label htmlFor={`${id}-qty`}>
          <Trans i18nKey="promoGifts.quantity" values={{ name }} components={{ hidden: <span className="visually-hidden" /> }} />
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          disabled={!checked}
          value={checked && !Number.isNaN(qty) ? String(qty) : checked ? '' : '0'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => onQty(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {ruleMessage(giftQtyProblemText(problem))}
          </p>
        )}
      </div>
    </li>
  );
}
