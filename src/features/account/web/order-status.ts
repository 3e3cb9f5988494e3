import { useTranslation } from 'react-i18next';

/** Magento's default order statuses, each with its label's key. */
const STATUS_LABELS = {
  pending: 'orders.status.pending',
  pending_payment: 'orders.status.pendingPayment',
  processing: 'orders.status.processing',
  complete: 'orders.status.complete',
  canceled: 'orders.status.canceled',
  closed: 'orders.status.closed',
  holded: 'orders.status.onHold',
} as const;

const isKnownStatus = (status: string): status is keyof typeof STATUS_LABELS => Object.hasOwn(STATUS_LABELS, status);

/** An order's status as the shopper reads it in the page's language; a status the shop added itself reads as its code. */
export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => (isKnownStatus(status) ? t(STATUS_LABELS[status]) : status);
}
