import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../shared/web/api/client';
import { checkCardChoice, DEFAULT_PROVIDER_MESSAGES, type SavedCardView } from '../domain';

export interface SavedCardConfig {
  enabled: boolean;
  disclaimer: string;
  disclaimerMandatory: boolean;
}

/** 'Use a new card', the choice after the saved cards. */
export const NEW_CARD = 'new';
/**
 * The choice a customer with saved cards starts with: their newest saved card (a real shop offers the
 * card already on file first); 'Use a new card' stays one click or arrow key away.
 */
const SAVED_CARD_PRESELECTED = true;

/** The 'Stored Payment Methods' page reads the same list under this key; a saved card makes it stale. */
const STORED_CARDS_KEY = ['customer', 'saved-cards'] as const;

/**
 * Saved cards at checkout (customers only): the store's saved-card settings, the customer's cards that
 * have not expired (an expired card is not offered), the choice between them and a new card, the
 * 'save my card' answer and its disclaimer. The browser only ever holds a card's vault id.
 * For a subscription's card (`forSubscription`) the choices are the customer's subscription payment
 * profiles, and a new card is always saved: its renewals are charged to it.
 */
export function useSavedCards(isCustomer: boolean, subscription: boolean, forSubscription = false) {
  const queryClient = useQueryClient();
  const config = useQuery({
    queryKey: ['worldpay', 'savedcard-config'],
    queryFn: ({ signal }) => api.get<SavedCardConfig>('/worldpay/savedcard/config', signal),
    enabled: isCustomer,
    staleTime: 5 * 60_000,
  });
  const offered = isCustomer && (forSubscription || config.data?.enabled === true);
  const list = useQuery({
    queryKey: [...STORED_CARDS_KEY, 'checkout'],
    queryFn: ({ signal }) => api.get<SavedCardView[]>('customers/me/saved-cards', signal),
    enabled: offered,
    staleTime: 0,
  });
  const cards = offered ? (list.data ?? []).filter((card) => !card.is_expired && (!forSubscription || card.pays_subscriptions)) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? (SAVED_CARD_PRESELECTED && cards[0] ? String(cards[0].id) : NEW_CARD);
  const chosen = cards.find((card) => String(card.id) === choice) ?? null;
  const [saveChosen, setSaveCard] = useState(false);
  const saveCard = forSubscription || saveChosen;
  const [disclaimerAccepted, setDisclaimerAccepted] = useState(false);
  const [cvv, setCvv] = useState('');
  const [cvvError, setCvvError] = useState<string | undefined>();
  const [choiceError, setChoiceError] = useState<string | undefined>();

  /** Spec 002 §5 CCAM4/CCAM5, as the server checks them again (the store's texts come back from it). */
  const checkChoice = (): string | undefined =>
    checkCardChoice(
      { isCustomer, savedCardPayment: chosen !== null, subscription, saveCard: offered && saveCard, disclaimerAccepted },
      { disclaimerMandatory: config.data?.disclaimerMandatory ?? false },
      DEFAULT_PROVIDER_MESSAGES,
    )?.message;

  return {
    offered,
    loading: isCustomer && (config.isPending || (offered && list.isPending)),
    config: config.data ?? null,
    cards,
    choice,
    chosen,
    choose: (value: string) => {
      setPicked(value);
      setCvv('');
      setCvvError(undefined);
      setChoiceError(undefined);
    },
    saveCard,
    /** The new card is saved whatever the shopper does (a subscription's card): no choice, the disclaimer only. */
    saveRequired: forSubscription,
    setSaveCard: (value: boolean) => {
      setSaveCard(value);
      setChoiceError(undefined);
    },
    disclaimerAccepted,
    setDisclaimerAccepted: (value: boolean) => {
      setDisclaimerAccepted(value);
      setChoiceError(undefined);
    },
    cvv,
    setCvv: (value: string) => setCvv(value.replace(/\D/g, '').slice(0, 4)),
    cvvError,
    setCvvError,
    choiceError,
    setChoiceError,
    checkChoice,
    /** After an order that saved a card: the stored cards are read again. */
    forgetList: () => void queryClient.invalidateQueries({ queryKey: STORED_CARDS_KEY }),
  };
}

export type SavedCardsController = ReturnType<typeof useSavedCards>;
