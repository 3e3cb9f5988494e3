import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { Message } from '../../../shared/web/ui/message';

const NOTICES: Record<string, { text: 'payment.return.cancelled' | 'payment.return.failed'; kind: 'info' | 'error' }> = {
  cancelled: { text: 'payment.return.cancelled', kind: 'info' },
  failed: { text: 'payment.return.failed', kind: 'error' },
};

/**
 * The basket page after PayU's page ended unpaid (`?payu=cancelled|failed`): the notice, and for a guest
 * the restored basket's id, asked of the server once with the order's return cookie.
 */
export function PayuReturnNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice] = useState(() => NOTICES[new URLSearchParams(window.location.search).get('payu') ?? '']);
  useEffect(() => {
    if (!notice) return;
    let live = true;
    void api
      .get<{ cart_id: string | null }>('/payu/basket')
      .then(({ cart_id }) => {
        if (!live || !cart_id || cart_id === guestCartId.get()) return;
        guestCartId.set(cart_id);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [notice, queryClient]);
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'}>
      <Message kind={notice.kind === 'error' ? 'warning' : 'info'}>{t(notice.text)}</Message>
    </div>
  );
}
