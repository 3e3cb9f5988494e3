import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput } from '../../../shared/domain/errors';
import type { Database } from '../../../shared/server/db';
import {
  type CartRef,
  type CartRow,
  changeCart,
  openCart,
  rowChanged,
  saveBillingAddress as saveCartBillingAddress,
  saveDeliveryChoiceIfUnchanged,
  savePaymentChoice,
  saveShippingNote as saveCartShippingNote,
} from '../../cart/server';
import { normaliseVaultMethod, paymentMethodRefusal } from '../../payment/domain';
import type { Pricing, Quote } from '../../pricing/server';
import type { ResolvedStore } from '../../stores/server';
import { SHIPPING_NOTE_TOO_LONG, SHIPPING_NOTES_DISABLED } from '../domain';
import { CARRIER_NOT_FOUND, CART_EMPTY, COUNTRY_NOT_ALLOWED, EMAIL_INVALID, type FullAddressInput, type PaymentInformationInput } from '../domain';
import { SHIPPING_METHOD_MISSING } from '../../shipping/domain';
import { emailField } from '../../customers/domain';
import { findCustomerById, saveNewsletterSubscription } from '../../customers/server';
import { NEWSLETTER_DISABLED } from '../domain';
import { registryShippingAddress } from '../../gift-registry/server';
import { checkAddressRules, checkCustomerRegion, resolveAddress } from './addresses';

export interface ShippingInformationInput {
  shippingAddress: FullAddressInput;
  billingAddress?: FullAddressInput;
  /** Absent or empty when the shopper chose none: refused with the spec's message. */
  carrierCode?: string;
  methodCode?: string;
  /** Deliver to this gift registry's address instead of the sent shipping address. */
  giftRegistryId?: number;
}

/**
 * Saves the delivery address and method; the method must be one the server offers for that address.
 * The cart is priced once, as it will be saved, and that price is the answer.
 */
export async function saveShippingInformation(
  db: Database,
  pricing: Pricing,
  shop: ResolvedStore,
  ref: CartRef,
  input: ShippingInformationInput,
): Promise<Quote> {
  const { carrierCode, methodCode } = input;
  if (!carrierCode || !methodCode) throw invalidInput(SHIPPING_METHOD_MISSING);
  // Decided on the cart as held or read, and written behind its xmin (changeCart).
  return changeCart(db, shop, ref, async (tx, inHand) => {
    const { cart, lines } = inHand;
    if (lines.length === 0) throw invalidInput(CART_EMPTY);
    const registryId = input.giftRegistryId;
    const shippingAddress =
      registryId === undefined ? await resolveAddress(tx, ref, input.shippingAddress) : await registryShippingAddress(tx, shop.store.id, registryId, ref);
    if (!shop.settings.allowedCountries.includes(shippingAddress.countryId)) throw invalidInput(COUNTRY_NOT_ALLOWED);
    if (ref.kind === 'customer') checkCustomerRegion(shippingAddress);
    checkAddressRules(shippingAddress, 'shipping', shop);
    // Not sent, billing is the delivery address; with a registry's, the shopper's own billing address stays.
    const billingAddress = input.billingAddress
      ? checkAddressRules(await resolveAddress(tx, ref, input.billingAddress), 'billing', shop)
      : registryId === undefined
        ? shippingAddress
        : cart.billingAddress;
    const email = ref.kind === 'guest' ? guestEmail(input.shippingAddress.email, cart.email) : cart.email;
    const proposed = { ...cart, shippingAddress, billingAddress, email, shippingCarrierCode: carrierCode, shippingMethodCode: methodCode };
    const quote = await pricing.quoteCart(tx, shop, { cart: proposed, lines });
    const rate = quote.selectedRate;
    if (!rate) throw invalidInput(CARRIER_NOT_FOUND, { carrierCode, methodCode });
    const changes = { shippingAddress, billingAddress, shippingCarrierCode: rate.carrierCode, shippingMethodCode: rate.methodCode, email };
    const write = await saveDeliveryChoiceIfUnchanged(tx, inHand, changes);
    if (!write) return undefined;
    return { result: { ...quote, cart: write.cart }, after: rowChanged(inHand, write) };
  });
}

/** The cart as the saved choice leaves it, without reading it back. */
function savedCart(cart: CartRow, changes: Partial<CartRow>): CartRow {
  return { ...cart, ...changes, version: cart.version + 1, updatedAt: new Date() };
}

function guestEmail(sent: string | null | undefined, current: string | null): string | null {
  if (!sent) return current;
  if (!emailField.safeParse(sent).success) throw invalidInput(EMAIL_INVALID);
  return sent.toLowerCase();
}

/** Chooses the payment method (and billing address, email) without placing the order. */
export async function setPaymentInformation(db: Database, pricing: Pricing, shop: ResolvedStore, ref: CartRef, input: PaymentInformationInput): Promise<Quote> {
  return db.transaction(async (tx) => {
    const loaded = await openCart(tx, shop, ref, true);
    const { cart } = loaded;
    // Spec 002 §7: a subscription vault's method name counts as `subscribe_pro_vault`.
    const method = normaliseVaultMethod(input.paymentMethod.method);
    // Neither the billing address nor the email changes a price: this quote is the answer.
    const quote = await pricing.quoteCart(tx, shop, loaded, method);
    const refusal = paymentMethodRefusal(method, quote.paymentMethods, quote.paymentContext, shop.settings.payment);
    if (refusal) throw invalidInput(refusal);
    const changes: { paymentMethod: string; billingAddress?: AddressRecord; email?: string | null } = { paymentMethod: method };
    if (input.billingAddress) changes.billingAddress = checkAddressRules(await resolveAddress(tx, ref, input.billingAddress), 'billing', shop);
    if (ref.kind === 'guest' && input.email) changes.email = guestEmail(input.email, cart.email);
    await savePaymentChoice(tx, cart.id, changes);
    return { ...quote, cart: savedCart(cart, changes) };
  });
}

/** `POST …/billing-address`: the billing address alone (Magento answers the address id; ours lives on the cart). */
export async function saveBillingAddress(db: Database, shop: ResolvedStore, ref: CartRef, input: FullAddressInput): Promise<number> {
  return db.transaction(async (tx) => {
    const { cart, lines } = await openCart(tx, shop, ref, true);
    if (lines.length === 0) throw invalidInput(CART_EMPTY);
    const billingAddress = checkAddressRules(await resolveAddress(tx, ref, input), 'billing', shop);
    if (!shop.settings.allowedCountries.includes(billingAddress.countryId)) throw invalidInput(COUNTRY_NOT_ALLOWED);
    await saveCartBillingAddress(tx, cart.id, billingAddress);
    return cart.id;
  });
}

/**
 * Spec 001 shipping notes: the shopper's note for the carrier, saved as they type (the store's maximum
 * length; an empty note removes it). A store without notes refuses them.
 */
export async function saveShippingNote(db: Database, shop: ResolvedStore, ref: CartRef, comment: string): Promise<void> {
  const { enabled, maxLength } = shop.settings.checkout.shippingNotes;
  if (!enabled) throw invalidInput(SHIPPING_NOTES_DISABLED);
  const note = comment.trim();
  if ([...note].length > maxLength) throw invalidInput(SHIPPING_NOTE_TOO_LONG, { '1': maxLength });
  await db.transaction(async (tx) => {
    const { cart } = await openCart(tx, shop, ref, true);
    await saveCartShippingNote(tx, cart.id, note === '' ? null : note);
  });
}

/**
 * Spec 002 §5 check 10: the newsletter box, saved before the order is placed. Answers Magento-style
 * `{subscribed}`; a store without the newsletter refuses, a guest without a valid email too.
 */
export async function subscribeToNewsletter(
  db: Database,
  shop: ResolvedStore,
  ref: CartRef,
  input: { subscribe: boolean; email?: string },
): Promise<{ subscribed: boolean }> {
  if (!shop.settings.checkout.newsletter.enabled) throw invalidInput(NEWSLETTER_DISABLED);
  return db.transaction(async (tx) => {
    const { cart } = await openCart(tx, shop, ref);
    let email: string | null;
    let customerId: number | null = null;
    if (ref.kind === 'customer') {
      const customer = await findCustomerById(tx, ref.customerId);
      email = customer?.email ?? null;
      customerId = customer?.id ?? null;
    } else email = input.email || cart.email;
    if (!email || !emailField.safeParse(email).success) throw invalidInput(EMAIL_INVALID);
    const subscribed = await saveNewsletterSubscription(tx, { storeId: shop.store.id, email, customerId, subscribe: input.subscribe });
    return { subscribed };
  });
}
