import type { CustomerAddressRow, CustomerRow } from './store';

/** Magento's customer data shape. */
export function customerDto(customer: CustomerRow, addresses: CustomerAddressRow[], storeId: number) {
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: storeId,
    website_id: 1,
    created_at: customer.createdAt.toISOString(),
    default_shipping: String(addresses.find((a) => a.isDefaultShipping)?.id ?? ''),
    default_billing: String(addresses.find((a) => a.isDefaultBilling)?.id ?? ''),
    addresses: addresses.map(customerAddressDto),
  };
}

function customerAddressDto(a: CustomerAddressRow) {
  return {
    id: a.id,
    customer_id: a.customerId,
    region: { region: a.region ?? null, region_code: null, region_id: a.regionId ?? 0 },
    region_id: a.regionId ?? 0,
    country_id: a.countryId,
    street: a.street,
    company: a.company ?? undefined,
    telephone: a.telephone,
    postcode: a.postcode ?? '',
    city: a.city,
    firstname: a.firstname,
    lastname: a.lastname,
    default_shipping: a.isDefaultShipping,
    default_billing: a.isDefaultBilling,
  };
}
