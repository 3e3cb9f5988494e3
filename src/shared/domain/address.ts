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
  /** A customer's billing address to keep in their address book when the order is placed. */
  saveInAddressBook?: boolean;
  /** Set when this is a gift registry's address (the registrant's): never echoed to the giver nor kept in their address book. */
  giftRegistryId?: number | null;
}

/** Back to Magento's wire shape. */
export function addressDto(a: AddressRecord | null | undefined) {
  if (!a) return null;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    street: a.street,
    city: a.city,
    region: a.region ?? null,
    region_id: a.regionId ?? null,
    region_code: a.regionCode ?? null,
    postcode: a.postcode ?? null,
    country_id: a.countryId,
    telephone: a.telephone,
    email: a.email ?? null,
    customer_address_id: a.customerAddressId ?? null,
  };
}
