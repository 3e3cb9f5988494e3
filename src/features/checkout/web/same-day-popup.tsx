import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/web/ui/dialog';

export interface SameDayPopupProps {
  /** The carrier's promise for an order placed now (today or tomorrow, and the window). */
  promise: string;
  onContinue: () => void;
  onChooseAnother: () => void;
}

/** Spec 001 §3: choosing the same-day method (batsamedaydelivery) opens its popup. */
export function SameDayPopup({ promise, onContinue, onChooseAnother }: SameDayPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('shipping.sameDay.title')}
      confirmLabel={t('shipping.sameDay.continue')}
      cancelLabel={t('shipping.sameDay.chooseAnother')}
      onConfirm={onContinue}
      onCancel={onChooseAnother}
    >
      <p>{promise}</p>
      <p>{t('shipping.sameDay.ageNotice')}</p>
    </Dialog>
  );
}
