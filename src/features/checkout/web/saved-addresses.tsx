import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../shared/web/api/types';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { AddressBlock } from './address-block';
import type { SavedAddress } from './customer-account';

/** 'summary': the chosen saved address; 'list': choosing; 'new': the new address from the popup is the chosen one. */
export type AddressMode = 'summary' | 'list' | 'new';

export interface SavedAddressesProps {
  addresses: SavedAddress[];
  selectedId: number | null;
  mode: AddressMode;
  /** The new address the shopper confirmed in the popup, offered beside the saved ones. */
  newAddress: Omit<Address, 'email'> | null;
  /** A saved address's id, or null for the new address. */
  onSelect: (id: number | null) => void;
  onModeChange: (mode: AddressMode) => void;
  onAddNew: () => void;
  /** The summary's heading: 'Delivery Address', or the shopper's own address when the order goes to a gift registry. */
  summaryTitle?: string;
}

/**
 * A customer's delivery address (spec 001 §2): the chosen one as a summary ('Delivery Address',
 * 'Change Address', 'Tel:'), or the 'Previously Used Addresses' list to pick another or add a new one
 * in a popup.
 */
export function SavedAddresses({ addresses, selectedId, mode, newAddress, onSelect, onModeChange, onAddNew, summaryTitle }: SavedAddressesProps) {
  const { t } = useTranslation();
  const [before, setBefore] = useState<{ id: number | null; mode: AddressMode }>({ id: selectedId, mode });
  const selected = addresses.find((a) => a.id === selectedId);
  const shown = mode === 'new' ? newAddress : mode === 'summary' ? selected : null;

  if (shown) {
    return (
      <section className="delivery-address panel" aria-labelledby="delivery-address-title">
        <h2 id="delivery-address-title">{summaryTitle ?? t('checkout.shipping.deliveryAddress')}</h2>
        <AddressBlock address={shown} />
        <Button
          variant="secondary"
          onClick={() => {
            setBefore({ id: selectedId, mode });
            onModeChange('list');
          }}
        >
          {t('checkout.shipping.changeAddress')}
        </Button>
      </section>
    );
  }

  return (
    <section className="saved-addresses" aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title">{t('checkout.shipping.previouslyUsed')}</h2>
      <div role="radiogroup" aria-labelledby="saved-addresses-title">
        {addresses.map((address) => (
          <Choice
            key={address.id}
            type="radio"
            name="saved-address"
            className="choice-card"
            checked={address.id === selectedId}
            onChange={() => onSelect(address.id)}
          >
            <AddressBlock address={address} inline />
          </Choice>
        ))}
        {newAddress && (
          <Choice type="radio" name="saved-address" className="choice-card" checked={selectedId === null} onChange={() => onSelect(null)}>
            <span className="new-address-label">{t('checkout.address.newAddress')}</span>
            <br />
            <AddressBlock address={newAddress} inline />
          </Choice>
        )}
      </div>
      <div className="actions">
        <Button onClick={() => onModeChange(selected ? 'summary' : 'new')} disabled={!selected && !(newAddress && selectedId === null)}>
          {t('checkout.address.useThisAddress')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onSelect(before.id);
            onModeChange(before.mode === 'list' ? 'summary' : before.mode);
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button variant="secondary" onClick={onAddNew}>
          {t('checkout.shipping.addNewAddress')}
        </Button>
      </div>
    </section>
  );
}
