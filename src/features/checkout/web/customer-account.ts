import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { customerKeys } from '../../../shared/web/api/query-keys';
import type { Address } from '../../../shared/web/api/types';

/** An address-book entry: the wire address plus its id and default flags. */
export interface SavedAddress extends Omit<Address, 'email'> {
  id: number;
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
