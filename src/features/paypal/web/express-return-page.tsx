import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/web/api/client';
import { cartKeys } from '../../../shared/web/api/query-keys';
import { guestCartId } from '../../../shared/web/cart/guest-cart-id';
import { paths } from '../../../shared/web/routes';
import { useDocumentTitle } from '../../../shared/web/ui/use-document-title';

import { isReturnResult, RETURN_PARAM } from './return-notice';

/**
 * Back from PayPal unpaid (`/paypal/express/back?result=cancelled|declined`): the order was canceled and its
 * basket restored. A guest's restored basket has a new id, asked of the shop once (only this browser's
 * payment cookie names it); then the payment step opens with the notice, the basket as it was.
 */
export function PayPalReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle('PayPal');
  useEffect(() => {
    const result = new URLSearchParams(window.location.search).get('result');
    let live = true;
    void api
      .get<{ cart_id: string | null }>('/paypal/express/basket')
      .catch(() => ({ cart_id: null }))
      .then(async ({ cart_id }) => {
        if (!live) return;
        if (cart_id) guestCartId.set(cart_id);
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        const query = isReturnResult(result) ? `?${RETURN_PARAM}=${result}` : '';
        void navigate(`${paths.checkout}${query}#payment`, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate, queryClient]);
  return (
    <div className="page">
      <h1>PayPal</h1>
      <p role="status">{t('paypal.returning')}</p>
    </div>
  );
}
