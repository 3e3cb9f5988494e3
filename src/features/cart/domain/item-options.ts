import type { PersonalisationRecord } from '../../personalisation/domain';

/** The labels of the item options below; screens that show these options in full leave them out of the plain list. */
export const ITEM_OPTION_LABELS = { subscription: 'Subscription', frontEngraving: 'Front engraving', backEngraving: 'Back engraving' } as const;

/** The purchase option and engraving as Magento's item options (label and value, plain text). */
export function itemOptions(line: { isSubscription: boolean; subscriptionInterval: number; personalisation: PersonalisationRecord | null }) {
  const options: { label: string; value: string }[] = [];
  if (line.isSubscription) options.push({ label: ITEM_OPTION_LABELS.subscription, value: `Every ${line.subscriptionInterval} month(s)` });
  const { front, back } = line.personalisation ?? {};
  if (front) options.push({ label: ITEM_OPTION_LABELS.frontEngraving, value: front.text });
  if (back) options.push({ label: ITEM_OPTION_LABELS.backEngraving, value: back.text });
  return options;
}
