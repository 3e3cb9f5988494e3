export interface CatalogProduct {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  kind: string;
  category: string;
  description: string;
  image: string;
  /** Stock when the catalogue was loaded: right about in or out of stock, not a live count (see lineStock). */
  qty: number;
  inStock: boolean;
  subscriptionIntervals: number[];
  freeWithSubscription: boolean;
  personalisable: boolean;
  isDeviceTrial: boolean;
  ageRestricted: boolean;
  maxSaleQty: number;
  sortOrder: number;
  price: number;
  flavourFamily: string | null;
  nicotineMgPerMl: number | null;
  volumeMl: number | null;
  packSize: number | null;
  ingredients: string | null;
  /** When it entered the catalogue (ms since the epoch). */
  createdAt: number;
  /** SKUs of the devices it fits (a pod's, a cable's). */
  fitsSkus: string[];
  /** SKUs of the products that fit it (a device's pods and accessories). */
  fittedBySkus: string[];
  /** Both of the above: what the REST filter compatible_with looks in. */
  compatibleSkus: string[];
}
