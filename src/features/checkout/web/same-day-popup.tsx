import { SAME_DAY_AGE_NOTICE, SAME_DAY_POPUP_TITLE } from '../../shipping/domain';
import { Dialog } from '../../../shared/web/ui/dialog';

export interface SameDayPopupProps {
  /** The carrier's promise for an order placed now (today or tomorrow, and the window). */
  promise: string;
  onContinue: () => void;
  onChooseAnother: () => void;
}

/** Spec 001 §3: choosing the same-day method (batsamedaydelivery) opens its popup. */
export function SameDayPopup({ promise, onContinue, onChooseAnother }: SameDayPopupProps) {
  return (
    <Dialog title={SAME_DAY_POPUP_TITLE} confirmLabel="Continue" cancelLabel="Choose another method" onConfirm={onContinue} onCancel={onChooseAnother}>
      <p>{promise}</p>
      <p>{SAME_DAY_AGE_NOTICE}</p>
    </Dialog>
  );
}
