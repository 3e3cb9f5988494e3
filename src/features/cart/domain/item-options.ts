import type { PersonalisationRecord } from '../../personalisation/domain';

/** The purchase option and engraving as Magento's item options (label and value, plain text). */
export function itemOptions(line: { isSubscription: boolean; subscriptionInterval: number; personalisation: PersonalisationRecord | null }) {
  const options: { label: string; value: string }[] = [];
  if (line.isSubscription) options.push({ label: 'Subscription', value: `Every ${line.subscriptionInterval} month(s)` });
  const { front, back } = line.personalisation ?? {};
  if (front) options.push({ label: 'Front engraving', value: front.text });
  if (back) options.push({ label: 'Back engraving', value: back.text });
  return options;
}
