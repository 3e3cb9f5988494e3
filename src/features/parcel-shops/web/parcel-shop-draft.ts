/** The service point choice of this tab, so going back to the shipping step or reloading keeps it. */
export interface ParcelShopDraft {
  postcode?: string;
  shopId?: string;
  mobile?: string;
}

const STORAGE_KEY = 'shop.parcelShopDraft';

export const parcelShopDraft = {
  read(): ParcelShopDraft {
    try {
      return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as ParcelShopDraft;
    } catch {
      return {};
    }
  },
  write(draft: ParcelShopDraft): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage may be full or disabled; the draft is a convenience only.
    }
  },
};
