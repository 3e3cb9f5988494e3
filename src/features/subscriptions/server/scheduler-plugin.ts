import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../../shared/server/repeat-while-up';
import type { RenewalCharges, RenewalOrders, SubscriptionNotices } from './ports';
import { RENEWALS_EVERY_MS, runDueRenewals } from './renewals';

export interface RenewalSchedulerOptions {
  now: () => Date;
  orders: RenewalOrders;
  charges: RenewalCharges;
  notices: SubscriptionNotices;
  everyMs?: number;
}

/**
 * Every server process places the renewals due (each claimed in the database, so processes running at
 * once place each period once), every minute while the app is up.
 */
export function renewalSchedulerPlugin(app: FastifyInstance, options: RenewalSchedulerOptions): void {
  repeatWhileUp(app, {
    everyMs: options.everyMs ?? RENEWALS_EVERY_MS,
    run: () => runDueRenewals({ db: app.db, stores: app.stores, log: app.log, ...options }),
    failureCode: 'renewals_failed',
    failureMessage: 'subscription renewals run failed',
  });
}
