import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import type { SubscriptionStatus } from '../domain';

/** A subscription as `GET customers/me/subscriptions` answers it. */
export interface SubscriptionView {
  id: number;
  status: SubscriptionStatus;
  interval: number;
  interval_label: string;
  offered_intervals: number[];
  next_date: string;
  next_date_formatted: string;
  items: { product_id: number; sku: string; name: string; qty: number }[];
  payment_card: { id: number; type: string; last4: string; expiry_month: number; expiry_year: number } | null;
  shipping_address: {
    firstname: string;
    lastname: string;
    company?: string | null;
    street: string[];
    city: string;
    region?: string | null;
    postcode: string | null;
    country_id: string;
    telephone?: string;
  } | null;
}

/**
 * A delivery address as `PUT …/shipping-address` takes it: checkout's address fields, or an address of the
 * book by its `customer_address_id` (the shop then reads the book's own copy).
 */
export interface DeliveryAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region_id?: number;
  telephone: string;
  customer_address_id?: number;
}

export type SubscriptionCommand =
  | { kind: 'qty'; sku: string; qty: number }
  | { kind: 'interval'; interval: number }
  | { kind: 'card'; cardId: number }
  | { kind: 'address'; address: DeliveryAddressInput }
  | { kind: 'skip' | 'pause' | 'resume' | 'cancel' };

const subscriptionKeys = { all: ['customer', 'subscriptions'] as const };
const path = (id: number) => `customers/me/subscriptions/${id}`;

function send(id: number, command: SubscriptionCommand): Promise<SubscriptionView> {
  if (command.kind === 'qty') return api.put(`${path(id)}/items/${encodeURIComponent(command.sku)}`, { qty: command.qty });
  if (command.kind === 'interval') return api.put(`${path(id)}/interval`, { interval: command.interval });
  if (command.kind === 'card') return api.put(`${path(id)}/payment-card`, { card_id: command.cardId });
  if (command.kind === 'address') return api.put(`${path(id)}/shipping-address`, { address: command.address });
  return api.post(`${path(id)}/${command.kind}`);
}

/** What each change says once the shop has made it (its text's key). */
const CHANGE_DONE = {
  qty: 'subscriptions.done.qty',
  interval: 'subscriptions.done.interval',
  card: 'subscriptions.done.card',
  address: 'subscriptions.done.address',
  skip: 'subscriptions.done.skip',
  pause: 'subscriptions.done.pause',
  resume: 'subscriptions.done.resume',
  cancel: 'subscriptions.done.cancel',
} as const satisfies Record<SubscriptionCommand['kind'], string>;

/** The customer's subscriptions and the changes they make to one, with what the last change came to. */
export function useSubscriptions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: subscriptionKeys.all,
    queryFn: ({ signal }) => api.get<SubscriptionView[]>('customers/me/subscriptions', signal),
    retry: false,
  });
  const [done, setDone] = useState<{ id: number; text: string } | null>(null);
  const change = useMutation({
    mutationFn: ({ id, command }: { id: number; command: SubscriptionCommand }) => send(id, command),
    onMutate: () => setDone(null),
    onSuccess: async (_answer, { id, command }) => {
      setDone({ id, text: t(CHANGE_DONE[command.kind]) });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
  return { list, change, done };
}
