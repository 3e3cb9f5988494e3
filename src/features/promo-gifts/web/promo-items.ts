import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/web/api/client';
import type { CartScope } from '../../../shared/web/api/query-keys';
import type { Totals } from '../../../shared/web/api/types';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';
import { useCartRef } from '../../cart/web';
import { GIFT_ITEMS_LOADING_DELAY_MS, type GiftItem } from '../domain';

/** Spec 002 §3: a promo popup product, with the catalogue's name and picture. */
export interface PromoItemDto {
  rule_id: number;
  rule_type: number;
  sku: string;
  qty: number;
  available_qty: number;
  initial_value: number;
  old_value: number;
  common_qty: number | null;
  name: string;
  image: string;
}

export interface PromoItemsAnswer {
  rules: { rule_id: number; rule_type: number; name: string; common_qty: number | null }[];
  items: PromoItemDto[];
}

/** Under the cart's keys, so whatever refreshes the cart asks for the offer again too. */
const promoItemsKeys = {
  all: (scope: CartScope) => ['cart', scope, 'promo-items'] as const,
  forTotals: (scope: CartScope, totalsKey: string) => ['cart', scope, 'promo-items', totalsKey] as const,
};

/** What the offer depends on in the totals: the lines and what they cost. */
function totalsKeyOf(totals: Totals): string {
  return [totals.grand_total, ...totals.items.map((i) => `${i.item_id}x${i.qty}`)].join(',');
}

/**
 * GET {cart}/promo-items. Spec 002 §4: the items are read again after the totals have loaded; spec §9's
 * loading delay is the quiet time the totals must keep before that (the first read does not wait).
 */
export function usePromoItems(totals: Totals, enabled = true) {
  const ref = useCartRef();
  const totalsKey = useDebouncedValue(totalsKeyOf(totals), GIFT_ITEMS_LOADING_DELAY_MS);
  return useQuery({
    queryKey: promoItemsKeys.forTotals(ref.scope, totalsKey),
    queryFn: ({ signal }) => api.get<PromoItemsAnswer>(`${ref.path}/promo-items`, signal),
    enabled: enabled && ref.ready && ref.path !== null,
    placeholderData: keepPreviousData,
  });
}

export function toGiftItems(items: PromoItemDto[]): GiftItem[] {
  return items.map((i) => ({ ruleId: i.rule_id, ruleType: i.rule_type, sku: i.sku, availableQty: i.available_qty, initialQty: i.initial_value }));
}

/**
 * POST {cart}/promo-items with the chosen gifts; the page reloads after adding (spec 002 §7). A refusal
 * leaves the page as it is, so the shopper reads the server's message; the offer is read again.
 */
export function useAddGifts(reload: () => void) {
  const ref = useCartRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: { rule_id: number; sku: string; qty: number }[]) => api.post<PromoItemsAnswer>(`${ref.path}/promo-items`, { data }),
    onSuccess: () => reload(),
    onError: () => queryClient.invalidateQueries({ queryKey: promoItemsKeys.all(ref.scope) }),
  });
}
