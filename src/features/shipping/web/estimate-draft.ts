/**
 * What the shopper entered in the basket's estimate (spec 000 §3 "Checkout-data storage": the
 * address form data and the selected shipping rate), kept in sessionStorage so it survives a
 * re-render, a remount and a reload of the basket page.
 */
export interface ChosenMethod {
  carrierCode: string;
  methodCode: string;
}

export interface EstimateDraft {
  open?: boolean;
  countryId?: string;
  regionId?: number | null;
  region?: string;
  postcode?: string;
  method?: ChosenMethod | null;
}

export const ESTIMATE_STORAGE_KEY = 'shop.estimate';

export const estimateDraft = {
  read(): EstimateDraft {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(ESTIMATE_STORAGE_KEY) ?? '{}');
      return value && typeof value === 'object' ? (value as EstimateDraft) : {};
    } catch {
      return {};
    }
  },
  write(draft: EstimateDraft): void {
    try {
      sessionStorage.setItem(ESTIMATE_STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage may be full or disabled; remembering is a convenience only.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(ESTIMATE_STORAGE_KEY);
    } catch {
      // As above.
    }
  },
};
