import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/web/ui/button';
import { addressLine } from '../domain';
import type { SavedPickupAnswer } from './pickup-api';

/** Spec 001 §2: the chosen point's name, address line, postcode and locality, with the way to change it. */
export function PickupSummary({ pickup, onChange }: { pickup: SavedPickupAnswer; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pickup-summary">
      <address>
        <strong>{pickup.nom}</strong>
        <br />
        {addressLine(pickup)}
        <br />
        {pickup.code_postal} {pickup.localite}
      </address>
      <p className="pickup-summary-phone">{t('pickupPoints.textMessageTo', { telephone: pickup.telephone })}</p>
      <Button variant="link" onClick={onChange}>
        {t('pickupPoints.change')}
      </Button>
    </div>
  );
}
