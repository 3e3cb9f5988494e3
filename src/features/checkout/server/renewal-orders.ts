import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput, ShopError } from '../../../shared/domain/errors';
import type { Executor, Transaction } from '../../../shared/server/db';
import { isStockShortfall, NOT_ENOUGH_STOCK, takeStock } from '../../catalog/server';
import { loadLines, openRenewalCart } from '../../cart/server';
import { findCustomerById } from '../../customers/server';
import { insertOrder } from '../../orders/server';
import { SUBSCRIBE_PRO_VAULT } from '../../payment/domain';
import { recordRenewalPayment } from '../../payment/server';
import type { Pricing } from '../../pricing/server';
import type { ResolvedStore } from '../../stores/server';
import type { PricedRenewal, RenewalOrders, RenewalPayment, RenewalToPrice } from '../../subscriptions/server';
import { CARRIER_NOT_FOUND, COUNTRY_NOT_ALLOWED, fullAddressSchema } from '../domain';
import { checkAddressRules, checkCustomerRegion, resolveAddress } from './addresses';
import { orderRowsFromQuote } from './place-order/write-order';

/** A subscription's product the store no longer sells. */
const RENEWAL_PRODUCT_GONE = 'A product of this subscription is no longer sold.';

type OrderRows = ReturnType<typeof orderRowsFromQuote>;
interface RenewalDraft {
  order: OrderRows[0];
  items: OrderRows[1];
}

/**
 * A renewal priced as checkout prices a basket: a basket of the subscription's lines (never active),
 * quoted with today's catalogue, rules and delivery rates, and the order's rows made from that quote with
 * the subscription's card on its lines. Stock is checked now and taken at the order's commit.
 */
async function priceRenewal(pricing: Pricing, tx: Transaction, renewal: RenewalToPrice): Promise<PricedRenewal> {
  const customer = await findCustomerById(tx, renewal.customerId);
  if (!customer) throw new ShopError('NOT_FOUND', RENEWAL_PRODUCT_GONE);
  const cart = await openRenewalCart(tx, {
    storeId: renewal.shop.store.id,
    customerId: renewal.customerId,
    email: customer.email,
    shippingAddress: renewal.shippingAddress,
    billingAddress: renewal.billingAddress,
    shippingCarrierCode: renewal.shippingCarrierCode,
    shippingMethodCode: renewal.shippingMethodCode,
    paymentMethod: SUBSCRIBE_PRO_VAULT,
    lines: renewal.lines.map((line) => ({ productId: line.productId, qty: line.qty, intervalMonths: renewal.intervalMonths })),
  });
  const lines = await loadLines(tx, renewal.shop, cart);
  if (lines.length !== renewal.lines.length) throw new ShopError('NOT_FOUND', RENEWAL_PRODUCT_GONE);
  if (lines.some((line) => line.qty > line.stock)) throw new ShopError('OUT_OF_STOCK', NOT_ENOUGH_STOCK);
  const quote = await pricing.quoteCart(tx, renewal.shop, { cart, lines }, SUBSCRIBE_PRO_VAULT, undefined, { now: () => renewal.now });
  if (!quote.selectedRate) throw invalidInput(CARRIER_NOT_FOUND, { carrierCode: renewal.shippingCarrierCode, methodCode: renewal.shippingMethodCode });
  const buyer = { customerId: customer.id, email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  const [order, items] = orderRowsFromQuote(renewal.shop, quote, buyer, renewal.billingAddress, { method: SUBSCRIBE_PRO_VAULT, retailerCode: null });
  const draft: RenewalDraft = {
    order,
    items: items.map((item) => (item.isSubscription ? { ...item, subscriptionPaymentProfileId: renewal.paymentProfileId } : item)),
  };
  return { amount: { value: quote.totals.grandTotal, currency: quote.totals.currency }, orderCode: `R${cart.id}`, draft };
}

/** The renewal's order written as checkout writes one: the order and its lines, the payment taken, stock taken at commit. */
async function writeRenewalOrder(tx: Transaction, draft: unknown, payment: RenewalPayment | null) {
  const { order, items } = draft as RenewalDraft;
  const row = await insertOrder(tx, order, items);
  if (payment) await recordRenewalPayment(tx, payment);
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.qty);
  await takeStock(tx, quantities);
  return { orderId: row.id, incrementId: row.incrementId };
}

/** What subscriptions' renewals need of checkout: pricing (with the app's `pricing`) and writing the order (handed over by the app assembly). */
export function renewalOrdersWith(pricing: Pricing): RenewalOrders {
  return { price: (tx, renewal) => priceRenewal(pricing, tx, renewal), write: writeRenewalOrder, stockShortfall: isStockShortfall };
}

/**
 * A subscription's new delivery address, read and checked as checkout's shipping step does: the address's
 * fields, a saved address taken from the customer's own book, a country the store delivers to, the region
 * where the country needs one, and the store's address rules.
 */
export async function subscriptionShippingAddress(db: Executor, shop: ResolvedStore, customerId: number, input: unknown): Promise<AddressRecord> {
  const parsed = fullAddressSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidInput(issue.message, { fieldName: issue.path.join('.') });
  }
  const address = await resolveAddress(db, { kind: 'customer', customerId }, parsed.data);
  if (!shop.settings.allowedCountries.includes(address.countryId)) throw invalidInput(COUNTRY_NOT_ALLOWED);
  checkCustomerRegion(address);
  return checkAddressRules(address, 'shipping', shop);
}
