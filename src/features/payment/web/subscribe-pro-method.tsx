import CardMethodBlock from './card-method';
import type { MethodBlockProps } from './method-plugin';

/**
 * 'Credit / Debit Card for your subscription' (subscribe_pro; loaded only when chosen): the card block, the
 * new card always saved as the customer's subscription payment profile (with the store's disclaimer), or a
 * profile saved before with its security code, placed as subscribe_pro_vault.
 */
export default function SubscribeProMethodBlock(props: MethodBlockProps) {
  return <CardMethodBlock {...props} forSubscription />;
}
