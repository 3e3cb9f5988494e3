import { type Clock, storeToday } from '../../../shared/domain/clock';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { RuleFailure } from '../../../shared/domain/validation/rule-failure';
import type { Database, Transaction } from '../../../shared/server/db';
import {
  actionFailure,
  CARD_NOT_USABLE,
  addMonthsIso,
  nextDateAfter,
  SUBSCRIPTION_LINE_NOT_FOUND,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionAction,
  subscriptionIntervalFailure,
  subscriptionQuantityFailure,
  type SubscriptionStatus,
} from '../domain';
import type { StoreDirectory } from '../../stores/server';
import { type ShopsById, shopsById } from './renewals';
import type { SubscriptionAccount, SubscriptionChange, SubscriptionNotices } from './ports';
import { closeOpenRenewals, insertSkippedRenewal, lockCustomerSubscription, type SubscriptionRow, updateSubscription } from './store';

/** What a customer's change runs with: the database, the clock, the notices and the account's ports. */
export interface SubscriptionContext {
  db: Database;
  /** The app's stores (a change is judged by its store's rules). */
  stores: StoreDirectory;
  clock: Clock;
  notices: SubscriptionNotices;
  account: SubscriptionAccount;
}

/** A subscription's id from a path: a positive integer, as a number or a numeric string; anything else finds nothing (404). */
function parseSubscriptionId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Another customer's subscription and an unknown id answer the same 404: nothing tells them apart. */
function notFound(): ShopError {
  return new ShopError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
}

const refuse = (failure: RuleFailure | null) => {
  if (failure) throw invalidInput(failure.message, failure.parameters);
};

/**
 * One change of the customer's own subscription, in a transaction with the row locked (a renewal being
 * claimed waits, or is skipped and sees the change next time); the notice is written in the same transaction.
 */
async function change(
  ctx: SubscriptionContext,
  customerId: number,
  rawId: unknown,
  action: SubscriptionAction,
  apply: (
    tx: Transaction,
    row: SubscriptionRow,
    shops: ShopsById,
  ) => Promise<{ changes: Parameters<typeof updateSubscription>[2]; change: SubscriptionChange } | null>,
): Promise<SubscriptionRow> {
  const id = parseSubscriptionId(rawId);
  if (id === null) throw notFound();
  const shops = await shopsById(ctx.stores);
  return ctx.db.transaction(async (tx) => {
    const row = await lockCustomerSubscription(tx, customerId, id);
    if (!row) throw notFound();
    refuse(actionFailure(row.status as SubscriptionStatus, action));
    const applied = await apply(tx, row, shops);
    if (!applied) return row;
    const updated = await updateSubscription(tx, row.id, applied.changes);
    await ctx.notices.subscriptionChanged(tx, { subscriptionId: row.id, customerId, change: applied.change }, shops(row.storeId));
    return updated;
  });
}

/** A line's new quantity (the line by its SKU), within the store's subscription limits. */
export function changeQuantity(ctx: SubscriptionContext, customerId: number, id: unknown, sku: string, qty: number) {
  return change(ctx, customerId, id, 'change', async (_tx, row, shops) => {
    const shop = shops(row.storeId);
    const productId = row.lines.find((line) => line.sku === sku)?.productId;
    if (productId === undefined) throw invalidInput(SUBSCRIPTION_LINE_NOT_FOUND);
    const { subscriptionMin, subscriptionMax } = shop.settings.basket;
    refuse(subscriptionQuantityFailure(row.lines, productId, qty, { min: subscriptionMin, max: subscriptionMax, brand: shop.settings.brand }));
    return { changes: { lines: row.lines.map((line) => (line.productId === productId ? { ...line, qty } : line)) }, change: 'quantity' };
  });
}

/** A new interval: every line's product offers it; the next date stays (the new rhythm starts from it). */
export function changeInterval(ctx: SubscriptionContext, customerId: number, id: unknown, intervalMonths: number) {
  return change(ctx, customerId, id, 'change', async (_tx, row) => {
    refuse(subscriptionIntervalFailure(row.lines, intervalMonths));
    if (intervalMonths === row.intervalMonths) return null;
    return { changes: { intervalMonths }, change: 'interval' };
  });
}

/** Skips the next delivery: its period is recorded skipped (no renewal for it, ever) and the next date moves one interval on. */
export function skipNext(ctx: SubscriptionContext, customerId: number, id: unknown) {
  return change(ctx, customerId, id, 'skip', async (tx, row) => {
    await insertSkippedRenewal(tx, row.id, row.nextDate, ctx.clock.now());
    return { changes: { nextDate: addMonthsIso(row.nextDate, row.intervalMonths) }, change: 'skipped' };
  });
}

export function pause(ctx: SubscriptionContext, customerId: number, id: unknown) {
  return change(ctx, customerId, id, 'pause', async (tx, row) => {
    await closeOpenRenewals(tx, row.id);
    return { changes: { status: 'paused' }, change: 'paused' };
  });
}

/** Resumes a paused subscription on its rhythm: the first date after today (the periods it was paused for are not renewed). */
export function resume(ctx: SubscriptionContext, customerId: number, id: unknown) {
  return change(ctx, customerId, id, 'resume', async (_tx, row, shops) => ({
    changes: { status: 'active', nextDate: nextDateFromToday(ctx, shops, row) },
    change: 'resumed',
  }));
}

export function cancel(ctx: SubscriptionContext, customerId: number, id: unknown) {
  return change(ctx, customerId, id, 'cancel', async (tx, row) => {
    await closeOpenRenewals(tx, row.id);
    return { changes: { status: 'cancelled' }, change: 'cancelled' };
  });
}

/**
 * Another card for the renewals: one of the customer's own saved cards with a stored credential. A subscription
 * whose renewal payment failed becomes active again, renewing on its rhythm from the first date after today.
 */
export function changeCard(ctx: SubscriptionContext, customerId: number, id: unknown, cardId: unknown) {
  return change(ctx, customerId, id, 'change', async (tx, row, shops) => {
    const card = await ctx.account.paymentProfile(tx, customerId, cardId);
    if (!card) throw invalidInput(CARD_NOT_USABLE);
    const reactivate = row.status === 'payment_failed' ? { status: 'active', nextDate: nextDateFromToday(ctx, shops, row) } : {};
    return { changes: { paymentProfileId: card.id, ...reactivate }, change: 'card' };
  });
}

/** Another delivery address, checked as checkout checks one. */
export function changeAddress(ctx: SubscriptionContext, customerId: number, id: unknown, input: unknown) {
  return change(ctx, customerId, id, 'change', async (tx, row, shops) => {
    const shop = shops(row.storeId);
    const address = await ctx.account.shippingAddress(tx, shop, customerId, input);
    return { changes: { shippingAddress: { ...address, saveInAddressBook: undefined } }, change: 'address' };
  });
}

/** The first date after the store's today on the subscription's rhythm. */
function nextDateFromToday(ctx: SubscriptionContext, shops: ShopsById, row: SubscriptionRow): string {
  const shop = shops(row.storeId);
  return nextDateAfter(row.nextDate, storeToday(ctx.clock, shop.settings.timeZone), row.intervalMonths);
}
