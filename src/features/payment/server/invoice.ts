import { eq } from 'drizzle-orm';
import { cartElectronicInvoices } from '../../../db/schema';
import type { Executor } from '../../../shared/server/db';
import { type ElectronicInvoiceData, validateInvoiceForm } from '../domain/invoice';

/** Saves (or replaces) the basket's electronic invoice request; the data is already validated. */
export async function saveCartInvoice(db: Executor, cartId: number, data: ElectronicInvoiceData): Promise<void> {
  const values = { ...data, updatedAt: new Date() };
  await db
    .insert(cartElectronicInvoices)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: cartElectronicInvoices.cartId, set: values });
}

async function cartInvoiceOf(db: Executor, cartId: number): Promise<ElectronicInvoiceData | null> {
  const [row] = await db.select().from(cartElectronicInvoices).where(eq(cartElectronicInvoices.cartId, cartId));
  if (!row) return null;
  const { cartId: _cartId, updatedAt: _updatedAt, ...data } = row;
  return data;
}

/** The place-order payload's "receive an invoice" choice: `additional_data.edicomEnabled` (true, "1", "true"). */
function asksForInvoice(additionalData: Record<string, unknown> | null | undefined): boolean {
  const flag = additionalData?.edicomEnabled;
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/**
 * Spec 002 §5 check 5's facts for an order: whether the shopper asked for an invoice (saved on the
 * basket, or the payload's `edicomEnabled`) and whether the saved form is valid under today's rules.
 * A store without the electronic invoice asks for none.
 */
export async function electronicInvoiceForOrder(
  db: Executor,
  order: { invoiceEnabled: boolean; cartId: number; additionalData?: Record<string, unknown> | null },
): Promise<{ receiveInvoice: boolean; isValid: boolean } | null> {
  if (!order.invoiceEnabled) return null;
  const saved = await cartInvoiceOf(db, order.cartId);
  const receiveInvoice = Boolean(saved?.receiveInvoice) || asksForInvoice(order.additionalData);
  if (!receiveInvoice) return { receiveInvoice: false, isValid: true };
  if (!saved?.receiveInvoice) return { receiveInvoice: true, isValid: false };
  return { receiveInvoice: true, isValid: validateInvoiceForm(saved).failures.length === 0 };
}
