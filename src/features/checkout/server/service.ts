import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput } from '../../../shared/domain/errors';
import type { Database } from '../../../shared/server/db';
import { type CartRef, openCart, requireActiveCart, touchCart } from '../../cart/server/service';
import { PAYMENT_METHOD_NOT_AVAILABLE } from '../../payment/domain';
import { type Quote, promotionsFor, quoteCart, ratesFor } from '../../pricing/server/service';
import { findRate } from '../../shipping/domain';
import type { ResolvedStore } from '../../stores/server/service';
import { CARRIER_NOT_FOUND, CART_EMPTY, COUNTRY_NOT_ALLOWED, EMAIL_INVALID, type FullAddressInput, type PaymentInformationInput } from '../domain';
import { emailField } from '../../customers/domain';
import { resolveAddress } from './addresses';

export interface ShippingInformationInput {
  shippingAddress: FullAddressInput;
  billingAddress?: FullAddressInput;
  carrierCode: string;
  methodCode: string;
}

/** Saves the delivery address and method; the method must be one the server offers for that address. */
export async function saveShippingInformation(db: Database, shop: ResolvedStore, ref: CartRef, input: ShippingInformationInput): Promise<Quote> {
  const saved = await db.transaction(async (tx) => {
    const { cart, lines } = await openCart(tx, shop, ref, true);
    if (lines.length === 0) throw invalidInput(CART_EMPTY);
    const promotions = await promotionsFor(tx, shop, cart, lines);
    const shippingAddress = await resolveAddress(tx, ref, input.shippingAddress);
    if (!shop.settings.allowedCountries.includes(shippingAddress.countryId)) throw invalidInput(COUNTRY_NOT_ALLOWED);
    const rate = findRate(ratesFor(shop, lines, promotions, shippingAddress), input.carrierCode, input.methodCode);
    if (!rate) throw invalidInput(CARRIER_NOT_FOUND, { carrierCode: input.carrierCode, methodCode: input.methodCode });
    const billingAddress = input.billingAddress ? await resolveAddress(tx, ref, input.billingAddress) : shippingAddress;
    const email = ref.kind === 'guest' ? guestEmail(input.shippingAddress.email, cart.email) : cart.email;
    await touchCart(tx, cart.id, {
      shippingAddress,
      billingAddress,
      shippingCarrierCode: rate.carrierCode,
      shippingMethodCode: rate.methodCode,
      email,
    });
    return { cart: await requireActiveCart(tx, shop.store.id, ref), lines };
  });
  return quoteCart(db, shop, saved);
}

function guestEmail(sent: string | null | undefined, current: string | null): string | null {
  if (!sent) return current;
  if (!emailField.safeParse(sent).success) throw invalidInput(EMAIL_INVALID);
  return sent.toLowerCase();
}

/** Chooses the payment method (and billing address, email) without placing the order. */
export async function setPaymentInformation(db: Database, shop: ResolvedStore, ref: CartRef, input: PaymentInformationInput): Promise<Quote> {
  const saved = await db.transaction(async (tx) => {
    const loaded = await openCart(tx, shop, ref, true);
    const { cart } = loaded;
    const quote = await quoteCart(tx, shop, loaded, input.paymentMethod.method);
    if (!quote.paymentMethods.some((m) => m.code === input.paymentMethod.method)) throw invalidInput(PAYMENT_METHOD_NOT_AVAILABLE);
    const changes: { paymentMethod: string; billingAddress?: AddressRecord; email?: string | null } = { paymentMethod: input.paymentMethod.method };
    if (input.billingAddress) changes.billingAddress = await resolveAddress(tx, ref, input.billingAddress);
    if (ref.kind === 'guest' && input.email) changes.email = guestEmail(input.email, cart.email);
    await touchCart(tx, cart.id, changes);
    return { cart: await requireActiveCart(tx, shop.store.id, ref), lines: loaded.lines };
  });
  return quoteCart(db, shop, saved);
}
