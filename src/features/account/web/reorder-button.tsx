import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/web/api/client';
import { paths } from '../../../shared/web/routes';
import { Button } from '../../../shared/web/ui/button';
import { Message } from '../../../shared/web/ui/message';
import type { OrderView } from '../../orders/web';
import { ReorderIncomplete, useReorder } from './use-reorder';

/** 'Reorder': the order's lines back in the basket; lines that could not be added are named with the reason. */
export function ReorderButton({ order, variant = 'primary' }: { order: OrderView; variant?: 'primary' | 'secondary' | 'link' }) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const failures = reorder.error instanceof ReorderIncomplete ? reorder.error.failures : (reorder.data ?? []);
  return (
    <>
      <Button
        variant={variant}
        disabled={reorder.isPending}
        onClick={() => reorder.mutate(order)}
        aria-label={t('account.reorder.named', { number: order.increment_id })}
      >
        {t('account.reorder.action')}
      </Button>
      {reorder.error && !(reorder.error instanceof ReorderIncomplete) && (
        <Message kind="error">{reorder.error instanceof ApiError ? reorder.error.message : t('common.genericFailure')}</Message>
      )}
      {failures.length > 0 && (
        <Message kind={reorder.isError ? 'error' : 'warning'}>
          {failures.map((f) => (
            <span key={f.name}>
              {f.name}: {f.message}{' '}
            </span>
          ))}
          {reorder.isSuccess && <Link to={paths.cart}>{t('account.reorder.goToBasket')}</Link>}
        </Message>
      )}
    </>
  );
}
