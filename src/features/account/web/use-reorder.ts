import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/web/api/client';
import { paths } from '../../../shared/web/routes';
import { useAddToBasket } from '../../cart/web';
import type { OrderView } from '../../orders/web';

/** Lines a reorder could not add, in the basket's own words. */
export class ReorderIncomplete extends Error {
  constructor(readonly failures: { name: string; message: string }[]) {
    super(failures.map((f) => `${f.name}: ${f.message}`).join(' '));
  }
}

/**
 * Reorder (Magento's sales/order/reorder): the order's lines go back into the basket through the basket's
 * own add, each with its purchase option and engraving, today's prices and stock deciding. Free gifts
 * are left out (the basket offers them again when earned). Then the basket page.
 */
export function useReorder() {
  const { t } = useTranslation();
  const add = useAddToBasket();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (order: OrderView) => {
      const failures: { name: string; message: string }[] = [];
      for (const line of order.items.filter((l) => !l.is_free_gift)) {
        const { subscription_option: subscription, personalisation } = line.product_option.extension_attributes;
        try {
          await add.mutateAsync({
            sku: line.sku,
            qty: line.qty_ordered,
            subscribe: subscription.create_new_subscription_at_checkout,
            ...(subscription.create_new_subscription_at_checkout ? { interval: subscription.interval } : {}),
            ...(personalisation ? { personalisation } : {}),
          });
        } catch (error) {
          failures.push({ name: line.name, message: error instanceof ApiError ? error.message : t('common.genericFailure') });
        }
      }
      if (failures.length === order.items.length) throw new ReorderIncomplete(failures);
      return failures;
    },
    onSuccess: (failures) => {
      if (failures.length === 0) void navigate(paths.cart);
    },
  });
}
