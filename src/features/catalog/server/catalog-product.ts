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
  subscriptionIntervals: number[];
  freeWithSubscription: boolean;
  personalisable: boolean;
  isDeviceTrial: boolean;
  ageRestricted: boolean;
  maxSaleQty: number;
  sortOrder: number;
  price: number;
}
