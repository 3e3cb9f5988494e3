import { useTranslation } from 'react-i18next';
import { DeliveryAddressChoice } from '../../features/account/web/delivery-address-choice';
import { useSavedCards } from '../../features/payment/web/use-saved-cards';
import { type CardChoiceProps, type SubscriptionBlocks, SubscriptionList } from '../../features/subscriptions/web';
import { CardChoiceForm } from '../../features/subscriptions/web/card-choice-form';
import { AccountLayout } from '../../features/account/web/account-layout';

/** The customer's saved cards that may pay subscriptions (the vault's subscription payment profiles, not expired). */
function SubscriptionCardChoice(props: CardChoiceProps) {
  const { t } = useTranslation();
  const saved = useSavedCards(true, true, true);
  // As the checkout's saved-card choice names a card: 'Visa •••• 1111, expires 12/2030'.
  const cards = saved.cards.map((card) => ({
    id: card.id,
    label: t('subscriptions.card.label', { type: card.type_label, masked: card.masked, expires: card.expires }),
  }));
  return <CardChoiceForm {...props} cards={cards} loading={saved.loading} error={null} />;
}

/** The blocks of the features above subscriptions on its page: the vault's cards, the address book with checkout's form. */
const blocks: SubscriptionBlocks = {
  cardChoice: (props) => <SubscriptionCardChoice {...props} />,
  addressChoice: (props) => <DeliveryAddressChoice {...props} />,
};

/** 'My Subscriptions' as the shop shows it: in My Account's frame (its menu), with the card and address choosers. */
export function ShopSubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('subscriptions.title')}>
      <SubscriptionList blocks={blocks} />
    </AccountLayout>
  );
}
