import { useTranslation } from 'react-i18next';
import type { Personalisation, PersonalisationSide } from '../../../shared/web/api/types';
import './personalisation.css';

export interface PersonalisationDetailsProps {
  /** The line's engraving (`extension_attributes.personalisation`); nothing is shown for none. */
  personalisation: Personalisation | null | undefined;
  className?: string;
}

/** '"Jane" — Script, Horizontal, Waves, Heart': the text, then the choices made ("None" left out). */
function describeSide(side: PersonalisationSide): string {
  const choices = [side.typeface, side.orientation, side.pattern, side.icon].filter((v): v is string => Boolean(v) && v !== 'None');
  return choices.length ? `"${side.text}" — ${choices.join(', ')}` : `"${side.text}"`;
}

/**
 * A device's engraving on a basket line or in the order summary, as plain text in a definition list:
 * Front: "text" — typeface, orientation, pattern, icon / Back: "text" — typeface, orientation.
 * Light on purpose (no zod, no form code): the basket and checkout pages import it.
 */
export function PersonalisationDetails({ personalisation, className }: PersonalisationDetailsProps) {
  const { t } = useTranslation();
  const sides = (
    [
      [t('personalisation.frontDetail'), personalisation?.front],
      [t('personalisation.backDetail'), personalisation?.back],
    ] as const
  ).filter((entry): entry is readonly [string, PersonalisationSide] => Boolean(entry[1]?.text));
  if (sides.length === 0) return null;
  return (
    <dl className={className ? `personalisation-details ${className}` : 'personalisation-details'}>
      {sides.map(([label, side]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{describeSide(side)}</dd>
        </div>
      ))}
    </dl>
  );
}
