import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLocale } from '../../../shared/web/i18n/dates';
import { Button } from '../../../shared/web/ui/button';
import type { DeliveryAddressInput, SubscriptionCommand, SubscriptionView } from './use-subscriptions';
import { countryNameIn } from '../../../shared/domain/country-name';

/** What a card chooser is handed: the subscription's card now, and what to do with the one chosen. */
export interface CardChoiceProps {
  currentCardId: number | null;
  disabled: boolean;
  onSave: (cardId: number) => void;
  onCancel: () => void;
}

/** What an address chooser is handed: what to do with the address chosen or typed. */
export interface AddressChoiceProps {
  disabled: boolean;
  onSave: (address: DeliveryAddressInput) => void;
  onCancel: () => void;
}

/**
 * The blocks of the features above subscriptions that the page shows (the app puts them in): the
 * customer's saved cards to choose from, and the address book with checkout's address form.
 */
export interface SubscriptionBlocks {
  cardChoice: (props: CardChoiceProps) => ReactNode;
  addressChoice: (props: AddressChoiceProps) => ReactNode;
}

type Editor = 'card' | 'address';

interface SubscriptionDeliveryProps {
  subscription: SubscriptionView;
  /** Whether the subscription may still be changed (not cancelled). */
  open: boolean;
  busy: boolean;
  blocks: SubscriptionBlocks;
  onChange: (command: SubscriptionCommand, onDone: () => void) => void;
}

function addressLine(address: NonNullable<SubscriptionView['shipping_address']>): string {
  // The country's name in the page's language (GB → United Kingdom).
  const country = countryNameIn(pageLocale(), address.country_id);
  return [`${address.firstname} ${address.lastname}`, address.company, ...address.street, address.city, address.region, address.postcode, country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The card the renewals are charged to and the address they go to, each with its 'Change' button that opens
 * its chooser below it; once saved (or cancelled) the chooser closes and the focus goes back to its button.
 */
export function SubscriptionDelivery({ subscription, open, busy, blocks, onChange }: SubscriptionDeliveryProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editor | null>(null);
  const cardButton = useRef<HTMLButtonElement>(null);
  const addressButton = useRef<HTMLButtonElement>(null);
  const cardPanel = useId();
  const addressPanel = useId();
  const close = (button: RefObject<HTMLButtonElement | null>) => {
    setEditing(null);
    button.current?.focus();
  };
  const { payment_card: card, shipping_address: address } = subscription;
  return (
    <div className="subscription-delivery">
      <p>
        {card ? t('subscriptions.card.paidWith', { type: card.type, last4: card.last4 }) : t('subscriptions.card.none')}
        {open && (
          <>
            {' '}
            <ToggleButton
              buttonRef={cardButton}
              panelId={cardPanel}
              expanded={editing === 'card'}
              onClick={() => setEditing(editing === 'card' ? null : 'card')}
            >
              {t('subscriptions.card.change')}
            </ToggleButton>
          </>
        )}
      </p>
      {editing === 'card' && (
        <div id={cardPanel} className="subscription-editor">
          {blocks.cardChoice({
            currentCardId: card?.id ?? null,
            disabled: busy,
            onSave: (cardId) => onChange({ kind: 'card', cardId }, () => close(cardButton)),
            onCancel: () => close(cardButton),
          })}
        </div>
      )}
      <p>
        {address ? t('subscriptions.address.deliveredTo', { address: addressLine(address) }) : t('subscriptions.address.none')}
        {open && (
          <>
            {' '}
            <ToggleButton
              buttonRef={addressButton}
              panelId={addressPanel}
              expanded={editing === 'address'}
              onClick={() => setEditing(editing === 'address' ? null : 'address')}
            >
              {t('subscriptions.address.change')}
            </ToggleButton>
          </>
        )}
      </p>
      {editing === 'address' && (
        <div id={addressPanel} className="subscription-editor">
          {blocks.addressChoice({
            disabled: busy,
            onSave: (chosen) => onChange({ kind: 'address', address: chosen }, () => close(addressButton)),
            onCancel: () => close(addressButton),
          })}
        </div>
      )}
    </div>
  );
}

function ToggleButton({
  buttonRef,
  panelId,
  expanded,
  onClick,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
  expanded: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button ref={buttonRef} variant="link" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onClick}>
      {children}
    </Button>
  );
}
