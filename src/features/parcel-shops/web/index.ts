// The parcel-shops feature's web front door: what other features may use.
export { ParcelShopPicker } from './parcel-shop-picker';
export { useParcelShopChoice } from './use-parcel-shop-choice';
export type { ParcelShopChoice } from './use-parcel-shop-choice';
