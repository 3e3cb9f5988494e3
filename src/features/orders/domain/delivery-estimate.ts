import { defineSettings } from '../../../shared/domain/settings';

declare module '../../stores/domain' {
  interface StoreSettings {
    /** Working days from the order to its delivery, per carrier code; null where the shop makes no estimate. */
    deliveryWorkingDays: Record<string, number | null>;
  }
}

/**
 * Not shown in the spec: the shop's delivery estimate, in working days (Monday to Friday) after the day
 * the order is placed, per carrier: the latest day of the carrier's own promise ('3–5 working days' is
 * 5). Empty where a working-day count would mislead (same-day courier, Saturday delivery): no date shown.
 */
const DELIVERY_WORKING_DAYS = {
  'sales/delivery_estimate/flatrate': '5',
  'sales/delivery_estimate/freeshipping': '5',
  'sales/delivery_estimate/tablerate': '3',
  'sales/delivery_estimate/matrixrate': '5',
  'sales/delivery_estimate/express1': '1',
  'sales/delivery_estimate/express2': '1',
  'sales/delivery_estimate/express3': '',
  'sales/delivery_estimate/postal': '3',
  'sales/delivery_estimate/batsamedaydelivery': '',
  'sales/delivery_estimate/colissimo': '3',
  'sales/delivery_estimate/dps': '3',
} as const;

type EstimatePath = keyof typeof DELIVERY_WORKING_DAYS;
const PREFIX = 'sales/delivery_estimate/';

export const orderSettings = defineSettings(DELIVERY_WORKING_DAYS, (get): { deliveryWorkingDays: Record<string, number | null> } => ({
  deliveryWorkingDays: Object.fromEntries(
    (Object.keys(DELIVERY_WORKING_DAYS) as EstimatePath[]).map((path) => {
      const value = get.text(path).trim();
      return [path.slice(PREFIX.length), /^\d+$/.test(value) ? Number(value) : null];
    }),
  ),
}));

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The expected delivery day (ISO yyyy-mm-dd): `workingDays` Mondays to Fridays after the day the order
 * was placed (its calendar day in the store). Bank holidays are not counted out: the estimate may be a
 * day early around them.
 */
export function expectedDeliveryDate(placedOn: string, workingDays: number): string {
  const day = new Date(`${placedOn}T00:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== SATURDAY && weekday !== SUNDAY) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
