import { useState } from 'react';
import { Button } from '../../../shared/web/ui/button';
import { Choice } from '../../../shared/web/ui/choice';
import { AddressBlock } from './address-block';
import type { SavedAddress } from './customer-account';

export type AddressMode = 'summary' | 'list' | 'new';

export interface SavedAddressesProps {
  addresses: SavedAddress[];
  selectedId: number | null;
  mode: AddressMode;
  onSelect: (id: number) => void;
  onModeChange: (mode: AddressMode) => void;
}

/**
 * A customer's delivery address (spec 001 §2): the chosen one as a summary ('Delivery Address',
 * 'Change Address'), or the 'Previously Used Addresses' list to pick another or add a new one.
 */
export function SavedAddresses({ addresses, selectedId, mode, onSelect, onModeChange }: SavedAddressesProps) {
  const [beforeChange, setBeforeChange] = useState(selectedId);
  const selected = addresses.find((a) => a.id === selectedId);

  if (mode === 'summary' && selected) {
    return (
      <section className="delivery-address panel" aria-labelledby="delivery-address-title">
        <h2 id="delivery-address-title">Delivery Address</h2>
        <AddressBlock address={selected} />
        <Button
          variant="secondary"
          onClick={() => {
            setBeforeChange(selectedId);
            onModeChange('list');
          }}
        >
          Change Address
        </Button>
      </section>
    );
  }

  return (
    <section className="saved-addresses" aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title">Previously Used Addresses</h2>
      <div role="radiogroup" aria-labelledby="saved-addresses-title">
        {addresses.map((address) => (
          <Choice
            key={address.id}
            type="radio"
            name="saved-address"
            className="choice-card"
            checked={mode !== 'new' && address.id === selectedId}
            onChange={() => {
              onSelect(address.id);
              if (mode === 'new') onModeChange('list');
            }}
          >
            <AddressBlock address={address} inline />
          </Choice>
        ))}
      </div>
      {mode === 'list' && (
        <div className="actions">
          <Button onClick={() => onModeChange('summary')} disabled={!selected}>
            Use This Address
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              if (beforeChange !== null) onSelect(beforeChange);
              onModeChange('summary');
            }}
          >
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => onModeChange('new')}>
            Add a New Address
          </Button>
        </div>
      )}
    </section>
  );
}
