import { offeredRate } from './rate-builders';
import type { Carrier } from './shipping-types';
import type { SameDaySettings } from './shipping-settings';

/** Spec 001 §3: a method code `batsamedaydelivery` opens the same-day popup when chosen. */
export const SAME_DAY_CODE = 'batsamedaydelivery';

/** The letters of a UK postcode's area ('SW1A 2AA' → 'SW'). */
export function postcodeArea(postcode: string | null | undefined): string {
  return /^[A-Z]{1,2}/.exec((postcode ?? '').trim().toUpperCase())?.[0] ?? '';
}

/** Whether an order at this store time ('HH:MM') still makes today's run. */
export function beforeCutoff(storeTime: string, cutoff: string): boolean {
  return storeTime < cutoff;
}

/** The promise for an order placed now: today before the cut-off, else tomorrow, in the window. */
export function sameDayPromise(settings: Pick<SameDaySettings, 'cutoff' | 'window'>, storeTime: string): string {
  const cutoff = formatTime(settings.cutoff);
  return beforeCutoff(storeTime, settings.cutoff)
    ? `Order by ${cutoff} for delivery today, ${settings.window}.`
    : `Ordered after ${cutoff}: delivered tomorrow, ${settings.window}.`;
}

/** '14:00' → '2pm', '09:30' → '9:30am'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, '0')}${suffix}` : `${hour}${suffix}`;
}

/** Offered only once the postcode shows an area served (no row at all before: most addresses are not). */
export const sameDay: Carrier = {
  code: SAME_DAY_CODE,
  rates(context, { sameDay: s }) {
    if (!s?.enabled || context.countryId !== 'GB') return [];
    const labels = {
      carrierCode: SAME_DAY_CODE,
      methodCode: SAME_DAY_CODE,
      carrierTitle: s.title,
      methodTitle: s.methodTitle,
      tooltip: sameDayPromise(s, context.storeTime ?? '00:00'),
    };
    return s.areas.includes(postcodeArea(context.postcode)) ? [offeredRate(labels, s.price)] : [];
  },
};
