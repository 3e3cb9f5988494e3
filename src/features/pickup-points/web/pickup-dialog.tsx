import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../../../shared/web/i18n/distance';
import { useModalFocus } from '../../../shared/web/ui/use-modal-focus';
import { Button } from '../../../shared/web/ui/button';
import { TextField } from '../../../shared/web/ui/field';
import { Loading } from '../../../shared/web/ui/loading';
import { Message } from '../../../shared/web/ui/message';
import {
  COUNTRY_PREFIXES,
  PICKUP_LOAD_FAILED,
  PICKUP_NOT_SELECTED,
  type PickupPointType,
  WEEK_DAYS,
  type WeekDay,
  addressLine,
  checkPickupTelephone,
  formatOpeningHours,
} from '../domain';
import { type PickupAddress, type PickupSearchAddress, pickupKeys, saveSavedPickup, searchPickupPoints } from './pickup-api';
import { ruleMessage } from '../../../shared/web/i18n/messages';

/** The point types' names and the days of La Poste's opening hours, by La Poste's codes. */
const POINT_TYPE_NAMES = { BPR: 'pickupPoints.type.BPR', A2P: 'pickupPoints.type.A2P', PCS: 'pickupPoints.type.PCS' } as const satisfies Record<
  PickupPointType,
  string
>;
const DAY_NAMES = {
  Lundi: 'pickupPoints.day.Lundi',
  Mardi: 'pickupPoints.day.Mardi',
  Mercredi: 'pickupPoints.day.Mercredi',
  Jeudi: 'pickupPoints.day.Jeudi',
  Vendredi: 'pickupPoints.day.Vendredi',
  Samedi: 'pickupPoints.day.Samedi',
  Dimanche: 'pickupPoints.day.Dimanche',
} as const satisfies Record<WeekDay, string>;

export interface PickupDialogProps {
  cartPath: string;
  /** Searched first: the delivery address. */
  search: PickupSearchAddress;
  /** The mobile to start from (the saved pickup's, else the delivery telephone). */
  telephone: string;
  patterns: Record<string, string>;
  onClose: () => void;
  onSaved: () => void;
}

/** The delivery telephone when it already is a valid mobile there, else the country's prefix to start from. */
function initialTelephone(telephone: string, countryId: string, patterns: Record<string, string>): string {
  const check = checkPickupTelephone(telephone, countryId, patterns);
  return check.ok ? check.telephone : (COUNTRY_PREFIXES[countryId] ?? '+');
}

/**
 * The pickup point popup (spec 001 §2, §9: 920×595, the whole screen below that): the points near the
 * delivery address with a search, each with its details and a choose action, then the mobile for the
 * point's text messages. A modal dialog: focus moves in and stays (Tab wraps), Escape closes, and
 * focus goes back where it was.
 */
export default function PickupDialog({ cartPath, search, telephone, patterns, onClose, onSaved }: PickupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<PickupSearchAddress>(search);
  const [searchText, setSearchText] = useState(search.postcode ?? search.city ?? '');
  const [chosen, setChosen] = useState<PickupAddress | null>(null);
  const [phone, setPhone] = useState(() => initialTelephone(telephone, search.countryId, patterns));
  const [phoneError, setPhoneError] = useState<string>();
  const [choiceError, setChoiceError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const points = useQuery({ queryKey: pickupKeys.search(query), queryFn: () => searchPickupPoints(query), retry: false });

  const onKeyDown = useModalFocus(
    box,
    () => searchInput.current,
    () => !saving && onClose(),
  );
  // The page behind does not scroll while the popup covers it.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    if (!text) return;
    const isPostcode = /^\d{4,5}$/.test(text.replace(/\s/g, ''));
    setQuery({ countryId: query.countryId, ...(isPostcode ? { postcode: text.replace(/\s/g, '') } : { city: text }) });
    setChosen(null);
  };

  const confirm = async () => {
    setSaveError(undefined);
    if (!chosen) {
      setChoiceError(PICKUP_NOT_SELECTED);
      return;
    }
    const check = checkPickupTelephone(phone, chosen.code_pays, patterns);
    if (!check.ok) {
      setPhoneError(check.message);
      return;
    }
    setPhoneError(undefined);
    setSaving(true);
    try {
      await saveSavedPickup(cartPath, chosen, check.telephone);
      onSaved();
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : PICKUP_LOAD_FAILED);
      setSaving(false);
    }
  };

  const prefix = COUNTRY_PREFIXES[chosen?.code_pays ?? query.countryId];
  return (
    <div className="dialog-backdrop pickup-dialog-backdrop">
      <div ref={box} className="pickup-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="pickup-dialog-header">
          <h2 id={titleId}>{t('pickupPoints.choose')}</h2>
          <Button variant="icon" className="pickup-dialog-close" aria-label={t('pickupPoints.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; <search> is not announced by every screen reader yet. */}
        <form className="pickup-dialog-search" role="search" aria-label={t('pickupPoints.search')} onSubmit={submitSearch}>
          <TextField
            ref={searchInput}
            label={t('pickupPoints.searchField')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            autoComplete="postal-code"
          />
          <Button type="submit" variant="secondary">
            {t('pickupPoints.searchButton')}
          </Button>
        </form>
        <div className="pickup-dialog-body">
          {points.isPending && <Loading label={t('pickupPoints.searching')} />}
          {points.isError && <Message kind="error">{PICKUP_LOAD_FAILED}</Message>}
          {points.data?.length === 0 && <Message kind="warning">{t('pickupPoints.noneFound')}</Message>}
          {points.data && points.data.length > 0 && (
            <ul className="pickup-point-list" aria-label={t('pickupPoints.list')}>
              {points.data.map((point) => {
                const isChosen = chosen?.identifiant === point.identifiant && chosen.reseau === point.reseau;
                return (
                  <li key={`${point.reseau}-${point.identifiant}`} className={isChosen ? 'pickup-point pickup-point-chosen' : 'pickup-point'}>
                    <h3 className="pickup-point-name">{point.nom}</h3>
                    <p className="pickup-point-meta">
                      {t(POINT_TYPE_NAMES[point.type_de_point])} · {formatDistance(point.distance_en_metre)}
                    </p>
                    <p className="pickup-point-address">
                      {addressLine(point)}, {point.code_postal} {point.localite}
                    </p>
                    <details className="pickup-point-hours">
                      <summary>{t('pickupPoints.openingHours')}</summary>
                      <table>
                        <tbody>
                          {WEEK_DAYS.map((day) => (
                            <tr key={day}>
                              <th scope="row">{t(DAY_NAMES[day])}</th>
                              <td>{formatOpeningHours(point.horaires_ouverture[day.toLowerCase()] ?? '')}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                    <Button
                      variant={isChosen ? 'primary' : 'secondary'}
                      aria-pressed={isChosen}
                      aria-label={t('pickupPoints.chooseNamed', { name: point.nom })}
                      onClick={() => {
                        setChosen(point);
                        setChoiceError(undefined);
                      }}
                    >
                      {isChosen ? t('pickupPoints.chosenButton') : t('pickupPoints.chooseButton')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="pickup-dialog-footer">
          <p className="pickup-dialog-choice" aria-live="polite">
            {chosen ? t('pickupPoints.chosen', { name: chosen.nom, postcode: chosen.code_postal, town: chosen.localite }) : ''}
          </p>
          {choiceError && (
            <p className="field-error" role="alert">
              {ruleMessage(choiceError)}
            </p>
          )}
          <TextField
            label={t('pickupPoints.mobile')}
            type="tel"
            autoComplete="tel"
            value={phone}
            required
            error={phoneError}
            hint={prefix === '+33' ? t('pickupPoints.mobileHintFrance') : t('pickupPoints.mobileHint')}
            onChange={(event) => setPhone(event.target.value)}
          />
          {saveError && <Message kind="error">{saveError}</Message>}
          <div className="pickup-dialog-actions">
            <Button onClick={() => void confirm()} aria-disabled={saving || undefined} aria-busy={saving || undefined}>
              {t('pickupPoints.use')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
