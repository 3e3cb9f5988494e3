/** An address as the shop keeps it (Magento's field names, camelCase inside the code). */
export interface AddressRecord {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  regionId?: number | null;
  regionCode?: string | null;
  postcode?: string | null;
  countryId: string;
  telephone: string;
  email?: string | null;
  customerAddressId?: number | null;
}
