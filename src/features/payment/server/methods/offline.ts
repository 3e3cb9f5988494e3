import type { ServerPaymentMethod } from '../method-plugin';

/**
 * Methods that take nothing before the order (free, cash on delivery): no data to read, nothing to
 * authorise or undo. The fallback of the registry: a method the store does not offer is refused by the
 * order's checks (the available methods), not here.
 */
export const offlinePayment: ServerPaymentMethod<null, never> = {
  key: 'offline',
  matches: () => false,
  read: async () => null,
};
