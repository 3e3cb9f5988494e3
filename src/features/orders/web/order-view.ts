import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { Personalisation, TotalSegment } from '../../../shared/web/api/types';
import type { OrderDeliveryPointDto } from '../domain';

/** An order's address as its answer carries it. */
export interface OrderAddressView {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
}

export interface OrderLineView {
  item_id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  row_total_incl_tax: number;
  is_free_gift?: boolean;
  gift_message?: { recipient: string; sender: string; message: string } | null;
  product_option: {
    extension_attributes: {
      subscription_option: { create_new_subscription_at_checkout: boolean; interval: number; next_date?: string | null };
      personalisation?: Personalisation | null;
    };
  };
}

/** The order as `guest-carts/{id}/order`, `carts/mine/orders/{id}` and `orders/{id}` answer it, as far as the pages read it. */
export interface OrderView {
  entity_id: number;
  increment_id: string;
  state: string;
  status: string;
  created_at: string;
  customer_email: string;
  customer_is_guest: boolean;
  grand_total: number;
  shipping_description: string;
  /** Each status the order has been in, oldest first. */
  status_histories?: { entity_id: number; status: string; created_at: string }[];
  payment: { method: string; cc_last4: string | null; cc_type: string | null; additional_information?: string[] };
  billing_address: OrderAddressView | null;
  extension_attributes: {
    shipping_address: OrderAddressView | null;
    totals: { total_segments?: TotalSegment[] } | null;
    delivery_point: OrderDeliveryPointDto | null;
    expected_delivery_date?: string | null;
  };
  items: OrderLineView[];
}

export const orderKeys = {
  all: ['orders'] as const,
  byPath: (path: string) => ['orders', 'by-path', path] as const,
  history: (page: number) => ['orders', 'history', page] as const,
};

/** One order read from the server by its lookup path (the success page's, or the account's). */
export const orderQuery = (path: string) =>
  queryOptions({
    queryKey: orderKeys.byPath(path),
    queryFn: ({ signal }) => api.get<OrderView>(path, signal),
  });
