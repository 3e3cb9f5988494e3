import type { AddressRecord } from '../../../shared/domain/address';
import { invalidInput } from '../../../shared/domain/errors';
import type { Executor } from '../../../shared/server/db';
import { AGE_CHECK_DUE, checkOrderAge, type KeyedHash } from '../../age-verification/server';
import { basketItemCount, basketSizeFailure } from '../../cart/domain';
import { type CartRef, type CartRow, lineFacts } from '../../cart/server';
import { parcelShopForOrder } from '../../parcel-shops/server';
import { electronicInvoiceForOrder } from '../../payment/server';
import { checkOrderPickup } from '../../pickup-points/server';
import type { Quote } from '../../pricing/server';
import type { ResolvedStore } from '../../stores/server';
import { subscriptionLimitFailure } from '../../subscriptions/domain';
import {
  type AgreementDto,
  type CheckFailure,
  checkAgreements,
  checkConsents,
  checkElectronicInvoice,
  checkEmail,
  checkTerms,
  type ElectronicInvoice,
  type PaymentInformationInput,
  SERVER_CHECKS,
  type ServerCheckCode,
} from '../domain';
import { checkAddressRules } from './addresses';
import { storeAgreements } from './agreements';

/** What the server knows when it checks an order: the locked cart, its server-side price, the request. */
export interface OrderCheckContext {
  tx: Executor;
  shop: ResolvedStore;
  ref: CartRef;
  cart: CartRow;
  quote: Quote;
  /** The guest's email as sent or saved (a customer's comes from the account). */
  email: string | null;
  billingAddress: AddressRecord;
  input: PaymentInformationInput;
  mayCheckAgeNow: boolean;
  /** The age verification's keyed hash, to find the shopper's verification. */
  ageHash: KeyedHash;
}

/** What the checks found that the order records (the parcel shop it goes to). */
export interface OrderCheckResult {
  parcelShop: Awaited<ReturnType<typeof parcelShopForOrder>>;
  /** The shopper was never checked and may be now: the automatic age check is due before the order is decided again. */
  ageCheckDue: boolean;
}

type ServerCheck = (
  ctx: OrderCheckContext,
  found: OrderCheckResult,
  agreements: () => Promise<readonly AgreementDto[]>,
) => Promise<typeof AGE_CHECK_DUE | undefined> | undefined;

function refuse(failure: CheckFailure | null): undefined {
  if (failure) throw invalidInput(failure.message);
  return undefined;
}

/**
 * Spec 002 §5 check 5's hook: the electronic invoice (Mexican stores, `payment/edicom/active`). The form is
 * saved on the basket by `POST …/edicom`; asking for an invoice (saved, or `additional_data.edicomEnabled`)
 * without a valid saved form refuses the order. The form stays with the basket, which the order keeps.
 */
function electronicInvoiceOf(ctx: OrderCheckContext): Promise<ElectronicInvoice | null> {
  return electronicInvoiceForOrder(ctx.tx, {
    invoiceEnabled: ctx.shop.settings.worldpay.edicom.enabled,
    cartId: ctx.cart.id,
    additionalData: ctx.input.paymentMethod.additional_data,
  });
}

/** The server's side of each check of the registry (`PLACE_ORDER_CHECKS`), by code. */
const CHECKS: Record<ServerCheckCode, ServerCheck> = {
  email: (ctx) => refuse(checkEmail(ctx.ref.kind === 'guest', ctx.email)),
  terms: async (ctx, _found, agreements) => refuse(checkTerms(await agreements(), ctx.input.paymentMethod.extension_attributes?.agreement_ids)),
  agreements: async (ctx, _found, agreements) => refuse(checkAgreements(await agreements(), ctx.input.paymentMethod.extension_attributes?.agreement_ids)),
  // Age-restricted products need this shopper's passed age verification (the legal gate).
  age: (ctx) => checkOrderAge(ctx.tx, ctx.shop, ctx.ref, ctx.cart, ctx.email ?? '', ctx.quote.lines, { mayCheckNow: ctx.mayCheckAgeNow, hash: ctx.ageHash }),
  'electronic-invoice': async (ctx) => refuse(checkElectronicInvoice(await electronicInvoiceOf(ctx))),
  'quantity-limits': (ctx) => {
    // The basket page disables checkout outside these limits; the server holds the same line.
    const { cartMinQty, cartMaxQty, subscriptionMin, subscriptionMax } = ctx.shop.settings.basket;
    const size = basketSizeFailure(basketItemCount(ctx.quote.lines), { min: cartMinQty, max: cartMaxQty });
    if (size) throw invalidInput(size.message, size.parameters);
    const limits = { min: subscriptionMin, max: subscriptionMax, brand: ctx.shop.settings.brand };
    const subscription = subscriptionLimitFailure(ctx.quote.lines.map(lineFacts), limits);
    if (subscription) throw invalidInput(subscription.message, subscription.parameters);
  },
  'delivery-point': async (ctx, found) => {
    await checkOrderPickup(ctx.tx, ctx.cart.id, ctx.quote.selectedRate);
    found.parcelShop = await parcelShopForOrder(ctx.tx, ctx.shop, ctx.cart, ctx.quote.selectedRate!.methodCode);
  },
  // Settings may have changed since the addresses were saved: the order is held to today's rules.
  'phone-restrictions': (ctx) => {
    checkAddressRules(ctx.cart.shippingAddress!, 'shipping', ctx.shop);
    checkAddressRules(ctx.billingAddress, 'billing', ctx.shop);
  },
  consents: (ctx) => {
    const { checkout, basket } = ctx.shop.settings;
    const sent = ctx.input.paymentMethod.extension_attributes;
    refuse(
      checkConsents({
        deviceTrialRequired: basket.deviceTrialEnabled && checkout.deviceTrial.checkboxEnabled && ctx.quote.lines.some((l) => l.isDeviceTrial),
        deviceTrialAccepted: sent?.device_trial_consent === true,
        productConsentRequired: checkout.productConsent.showConsent,
        productConsentGiven: sent?.product_consent === true,
      }),
    );
  },
};

/**
 * Runs the server's share of spec 002 §5's checks in the registry's order; the first failure refuses
 * the order (a 400 with the check's message) before anything is written or paid.
 */
export async function runOrderChecks(ctx: OrderCheckContext): Promise<OrderCheckResult> {
  const found: OrderCheckResult = { parcelShop: null, ageCheckDue: false };
  let loaded: Promise<readonly AgreementDto[]> | undefined;
  const agreements = () => (loaded ??= storeAgreements(ctx.tx, ctx.shop));
  for (const check of SERVER_CHECKS) {
    if ((await CHECKS[check.code](ctx, found, agreements)) !== AGE_CHECK_DUE) continue;
    // The checks after this one wait for the automatic check's outcome.
    found.ageCheckDue = true;
    return found;
  }
  return found;
}
