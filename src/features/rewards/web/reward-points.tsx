import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, genericFailure, api } from '../../../shared/web/api/client';
import type { Totals } from '../../../shared/web/api/types';
import { useCartRef } from '../../cart/web';
import { useRefreshTotals } from '../../pricing/web';
import { Button } from '../../../shared/web/ui/button';
import { Message } from '../../../shared/web/ui/message';
import './rewards.css';

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** Spec 002 §4: offered only when the grand total is above 0 and no reward amount is applied yet. */
function canOfferReward(totals: Totals): boolean {
  return totals.grand_total > 0 && (totals.extension_attributes?.base_reward_currency_amount ?? 0) <= 0;
}

function rewardApplied(totals: Totals): boolean {
  return (totals.extension_attributes?.base_reward_currency_amount ?? 0) > 0;
}

/** 'Reward points: 500 available' with 'Use reward points', or Remove once applied. Customers only. */
export function RewardPoints({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const ref = useCartRef();
  const refresh = useRefreshTotals(ref.scope);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const use = useMutation({
    mutationFn: () => api.post<boolean>('reward/mine/use-reward'),
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: () => api.post<{ errors: boolean; message: string }>('reward/mine/remove-reward'),
    onSuccess: () => refresh(),
  });
  const balance = totals.extension_attributes?.reward_points_balance ?? 0;
  const applied = rewardApplied(totals);
  if (!ref.isCustomer || (balance <= 0 && !applied)) return null;

  const busy = use.isPending || remove.isPending;
  const fail = (error: unknown) => setFeedback({ kind: 'error', text: error instanceof ApiError ? error.message : genericFailure() });

  const onUse = () => {
    setFeedback(null);
    use.mutate(undefined, { onSuccess: () => setFeedback({ kind: 'success', text: t('rewards.applied') }), onError: fail });
  };
  const onRemove = () => {
    setFeedback(null);
    remove.mutate(undefined, {
      onSuccess: (answer) => setFeedback({ kind: answer.errors ? 'error' : 'success', text: answer.message }),
      onError: fail,
    });
  };

  return (
    <section className="reward-points" aria-label={t('rewards.region')}>
      <div className="reward-row">
        <p className="reward-balance">
          {t('rewards.balance', { points: balance })}
          {applied && <span className="reward-applied"> {t('rewards.applied')}</span>}
        </p>
        {applied ? (
          <Button variant="link" onClick={onRemove} disabled={busy} aria-busy={remove.isPending || undefined} aria-label={t('rewards.removeLabel')}>
            {t('rewards.remove')}
          </Button>
        ) : (
          canOfferReward(totals) && (
            <Button variant="secondary" className="button-small" onClick={onUse} disabled={busy} aria-busy={use.isPending || undefined}>
              {t('rewards.use')}
            </Button>
          )
        )}
      </div>
      {feedback && <Message kind={feedback.kind}>{feedback.text}</Message>}
    </section>
  );
}
