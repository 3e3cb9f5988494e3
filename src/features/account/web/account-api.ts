import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import { customerKeys } from '../../../shared/web/api/query-keys';
import { sessionQuery } from '../../customers/web';
import { orderKeys } from '../../orders/web';

/** An address of the book as `customers/me` answers it (Magento's customer address). */
export interface BookAddress {
  id: number;
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region: { region: string | null; region_code: string | null; region_id: number };
  region_id: number;
  postcode: string;
  country_id: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export interface AccountCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  addresses: BookAddress[];
  extension_attributes: { is_subscribed: boolean };
}

/** An address as `PUT customers/me` takes it: without an id it is a new one. */
export type BookAddressPayload = Omit<BookAddress, 'id' | 'region' | 'region_id'> & { id?: number; region_id?: number };

export interface CustomerChange {
  firstname?: string;
  lastname?: string;
  email?: string;
  addresses?: BookAddressPayload[];
  isSubscribed?: boolean;
  /** Only to change the email. */
  currentPassword?: string;
}

/** GET customers/me: the signed-in customer with their address book and newsletter flag. */
export function useAccountCustomer() {
  return useQuery({
    queryKey: [...customerKeys.me(), 'account'],
    queryFn: ({ signal }) => api.get<AccountCustomer>('customers/me', signal),
  });
}

/** A saved address sent back as it is (the book is sent whole on every change). */
export function asPayload({ region: _region, region_id, ...address }: BookAddress): BookAddressPayload {
  return { ...address, ...(region_id ? { region_id } : {}) };
}

/**
 * The whole book with one address added or put in place of the one edited (Magento's contract sends the
 * book whole); an address made a default takes that mark from the others, so the book keeps one of each.
 */
export function bookWith(addresses: BookAddress[], typed: BookAddressPayload): BookAddressPayload[] {
  const others = addresses.map(asPayload).map((a) => ({
    ...a,
    default_billing: a.default_billing && !typed.default_billing,
    default_shipping: a.default_shipping && !typed.default_shipping,
  }));
  if (typed.id === undefined) return [...others, typed];
  return others.map((a) => (a.id === typed.id ? typed : a));
}

/** PUT customers/me: the customer as it is, with the change; the answer is the customer after it. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, change }: { customer: AccountCustomer; change: CustomerChange }) =>
      api.put<AccountCustomer>('customers/me', {
        customer: {
          email: change.email ?? customer.email,
          firstname: change.firstname ?? customer.firstname,
          lastname: change.lastname ?? customer.lastname,
          ...(change.addresses ? { addresses: change.addresses } : {}),
          ...(change.isSubscribed === undefined ? {} : { extension_attributes: { is_subscribed: change.isSubscribed } }),
        },
        ...(change.currentPassword ? { currentPassword: change.currentPassword } : {}),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData([...customerKeys.me(), 'account'], saved);
      // The checkout's copy of the book and the header's name follow.
      await queryClient.invalidateQueries({ queryKey: customerKeys.me(), exact: true });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

/** PUT customers/me/password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => api.put<boolean>('customers/me/password', input),
  });
}

export interface OrderPage<T> {
  items: T[];
  total_count: number;
}

/** GET orders?searchCriteria: the customer's own orders in this store, newest first. */
export function useOrderHistory<T>(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...orderKeys.history(page), pageSize],
    queryFn: ({ signal }) => api.get<OrderPage<T>>(`orders?searchCriteria[pageSize]=${pageSize}&searchCriteria[currentPage]=${page}`, signal),
  });
}
