import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/web/ui/dialog';

export interface NewAddressDialogProps {
  /** The address fields, registered on the shipping form. */
  children: ReactNode;
  onUse: () => void;
  onCancel: () => void;
}

/** Spec 001 §2: 'Add a New Address' opens a popup with 'Use this address' and 'Cancel'. */
export function NewAddressDialog({ children, onUse, onCancel }: NewAddressDialogProps) {
  // The popup sits inside the delivery form: Enter in a field uses the address instead of submitting the step.
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
    event.preventDefault();
    onUse();
  };
  return (
    <Dialog
      title={t('checkout.shipping.addressTitle')}
      confirmLabel={t('checkout.shipping.useNewAddress')}
      onConfirm={onUse}
      onCancel={onCancel}
      initialFocus="content"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Enter in any of the address fields uses the address; the fields' keys bubble here. */}
      <div className="new-address-form" onKeyDown={onKeyDown}>
        {children}
      </div>
    </Dialog>
  );
}
