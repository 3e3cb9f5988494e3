/** Spec 002 §9: the box is scrolled to with an 80 px offset and highlighted for 4000 ms. */
export const DEVICE_TRIAL_SCROLL_OFFSET_PX = 80;
export const DEVICE_TRIAL_HIGHLIGHT_MS = 4000;

/** The checkout config's device trial part (spec 002 §3), for one cart on one day. */
export interface DeviceTrialConfig {
  hasDeviceTrialProductsInCart: boolean;
  deviceTrialShowInSummary: boolean;
  deviceTrialCheckboxEnabled: boolean;
  deviceTrialDuration: number;
  /** ISO dates: the trial's amount is taken on the billing date unless the device is back by the return date. */
  deviceTrialBillingDate: string;
  deviceTrialReturnDate: string;
}

/** dd/mm/yyyy from an ISO date (the trial's billing and return dates), without time zones. */
export function trialDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** `today` plus `days`, for ISO dates (yyyy-mm-dd), in the calendar (no time zone involved). */
function addDaysIso(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function deviceTrialConfig(facts: {
  active: boolean;
  checkboxEnabled: boolean;
  duration: number;
  hasProducts: boolean;
  today: string;
  /** The store shows the trial's note in the order summary (devicetrial/general/show_in_summary). */
  showInSummary?: boolean;
}): DeviceTrialConfig {
  const end = addDaysIso(facts.today, facts.duration);
  return {
    hasDeviceTrialProductsInCart: facts.active && facts.hasProducts,
    deviceTrialShowInSummary: facts.active && facts.hasProducts && facts.showInSummary !== false,
    deviceTrialCheckboxEnabled: facts.active && facts.checkboxEnabled,
    deviceTrialDuration: facts.duration,
    deviceTrialBillingDate: end,
    deviceTrialReturnDate: addDaysIso(facts.today, facts.duration - 1),
  };
}
