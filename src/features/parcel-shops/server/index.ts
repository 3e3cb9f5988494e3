// The parcel-shops feature's server front door: what other features may use.
export { parcelShopForOrder, recordOrderParcelShop } from './service';
