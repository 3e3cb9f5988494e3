import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { customerKeys } from '../../../shared/web/api/query-keys';

export interface SavedAddress {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone: string;
  company?: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export interface CustomerAccount {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  addresses: SavedAddress[];
}

/** GET customers/me: the logged-in customer's address book. */
export function useCustomerAccount(enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.me(),
    queryFn: () => api.get<CustomerAccount>('customers/me'),
    enabled,
  });
}

export function defaultShippingAddress(account: CustomerAccount | undefined): SavedAddress | undefined {
  return account?.addresses.find((a) => a.default_shipping) ?? account?.addresses[0];
}
