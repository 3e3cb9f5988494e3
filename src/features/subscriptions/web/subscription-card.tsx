import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SHORT_DAY, formatDay } from '../../../shared/web/i18n/dates';
import { Button } from '../../../shared/web/ui/button';
import { Dialog } from '../../../shared/web/ui/dialog';
import { SelectField, TextField } from '../../../shared/web/ui/field';
import { ErrorMessage, Message } from '../../../shared/web/ui/message';
import { type SubscriptionBlocks, SubscriptionDelivery } from './subscription-delivery';
import type { SubscriptionCommand, SubscriptionView } from './use-subscriptions';

const STATUS_TEXT = {
  active: 'subscriptions.status.active',
  paused: 'subscriptions.status.paused',
  cancelled: 'subscriptions.status.cancelled',
  payment_failed: 'subscriptions.status.paymentFailed',
} as const satisfies Record<SubscriptionView['status'], string>;

interface SubscriptionCardProps {
  subscription: SubscriptionView;
  busy: boolean;
  /** What the last change of this subscription came to (success text or the shop's refusal). */
  done: string | null;
  error: unknown;
  blocks: SubscriptionBlocks;
  /** Sends a change; `onDone` runs once the shop has made it. */
  onChange: (command: SubscriptionCommand, onDone?: () => void) => void;
}

/** One subscription: its packs, interval and next delivery, and what the customer may do with it in its status. */
export function SubscriptionCard({ subscription, busy, done, error, blocks, onChange }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { status } = subscription;
  const open = status !== 'cancelled';
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <article className="subscription" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('subscriptions.heading', { id: subscription.id, label: t('subscription.label', { count: subscription.interval }) })}</h2>
      <p>
        <Trans i18nKey="subscriptions.status.line" values={{ status: t(STATUS_TEXT[status]) }} components={{ strong: <strong /> }} />
        {status === 'active' && <> · {t('subscriptions.nextDelivery', { date: formatDay(subscription.next_date, SHORT_DAY) })}</>}
      </p>
      <SubscriptionDelivery subscription={subscription} open={open} busy={busy} blocks={blocks} onChange={onChange} />
      {/* Always in the page, so what a change came to is announced when it appears. */}
      <div className="subscription-notice" aria-live="polite">
        {done && <Message kind="success">{done}</Message>}
        <ErrorMessage error={error} />
      </div>
      <ul className="subscription-items">
        {subscription.items.map((item) => (
          <li key={item.sku}>
            <QuantityForm name={item.name} qty={item.qty} disabled={!open || busy} onSave={(qty) => onChange({ kind: 'qty', sku: item.sku, qty })} />
          </li>
        ))}
      </ul>
      {open && subscription.offered_intervals.length > 1 && (
        <IntervalForm
          current={subscription.interval}
          offered={subscription.offered_intervals}
          disabled={busy}
          onSave={(interval) => onChange({ kind: 'interval', interval })}
        />
      )}
      {open && (
        <div className="subscription-actions">
          {status === 'active' && (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'skip' })}>
                {t('subscriptions.skip')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'pause' })}>
                {t('subscriptions.pause')}
              </Button>
            </>
          )}
          {status === 'paused' && (
            <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'resume' })}>
              {t('subscriptions.resume')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setConfirmCancel(true)}>
            {t('subscriptions.cancel')}
          </Button>
        </div>
      )}
      {confirmCancel && (
        <Dialog
          title={t('subscriptions.cancelTitle')}
          confirmLabel={t('subscriptions.cancel')}
          cancelLabel={t('subscriptions.keep')}
          busy={busy}
          onConfirm={() => {
            setConfirmCancel(false);
            onChange({ kind: 'cancel' });
          }}
          onCancel={() => setConfirmCancel(false)}
        >
          <p>{t('subscriptions.cancelText')}</p>
        </Dialog>
      )}
    </article>
  );
}

function QuantityForm({ name, qty, disabled, onSave }: { name: string; qty: number; disabled: boolean; onSave: (qty: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(qty));
  return (
    <form
      className="subscription-qty"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(Number(value));
      }}
    >
      <TextField
        label={t('subscriptions.packsOf', { name })}
        type="number"
        inputMode="numeric"
        min={1}
        value={value}
        disabled={disabled}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={disabled || value === String(qty)}>
        {t('subscriptions.updatePacks')}
      </Button>
    </form>
  );
}

function IntervalForm({ current, offered, disabled, onSave }: { current: number; offered: number[]; disabled: boolean; onSave: (interval: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(current));
  return (
    <form
      className="subscription-interval"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(Number(value));
      }}
    >
      <SelectField
        label={t('subscriptions.interval')}
        value={value}
        disabled={disabled}
        onChange={(e) => setValue(e.target.value)}
        options={offered.map((months) => ({ value: String(months), label: t('subscription.label', { count: months }) }))}
      />
      <Button type="submit" variant="secondary" disabled={disabled || value === String(current)}>
        {t('subscriptions.changeInterval')}
      </Button>
    </form>
  );
}
