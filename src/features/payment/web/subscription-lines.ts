/** The item option the totals give a subscription line (cart/domain/item-options.ts). */
const SUBSCRIPTION_OPTION = 'Subscription';

/** Spec 002 §4 "Subscription at checkout": a line of the basket is a subscription (its options, as the totals send them). */
export function hasSubscriptionLine(items: { options?: string }[] | undefined): boolean {
  return (items ?? []).some((item) => {
    try {
      const options: unknown = JSON.parse(item.options ?? '[]');
      return Array.isArray(options) && options.some((o) => (o as { label?: unknown })?.label === SUBSCRIPTION_OPTION);
    } catch {
      return false;
    }
  });
}
