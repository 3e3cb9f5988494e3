import type { ParseKeys } from 'i18next';
import { type ComponentType, createContext, type Ref, useContext } from 'react';

/** What the page does once the order is placed with the method. */
export type AfterOrder =
  /** The store's success page (spec 002 §2). */
  | { kind: 'success-page' }
  /** A full-page redirect to the method's page (an alternative payment's gateway page); the basket is already an order. */
  | { kind: 'leave'; url: string }
  /** The page stays: the method shows what comes next in its block (the hosted card page in its frame). */
  | { kind: 'stay' };

/** What the payment step asks of the chosen method's block. */
export interface MethodBlockHandle {
  /**
   * Checks the block (messages shown, focus on the first invalid field) and answers its `additional_data`,
   * `undefined` when it sends none, or `false` when the shopper has something to correct.
   */
  collect(): Promise<Record<string, unknown> | undefined | false>;
  /**
   * The method code the order is placed with, when the block's choice has its own (a saved subscription
   * profile: `subscribe_pro_vault`); the chosen code when absent or undefined.
   */
  placedWith?(additionalData: Record<string, unknown> | undefined): string | undefined;
  /** The order is placed: where the page goes (the success page when absent). */
  afterOrder?(additionalData: Record<string, unknown> | undefined): AfterOrder;
  /** The order was refused: the block resets what was good for one attempt (a passed challenge). */
  orderFailed?(): void;
}

export interface MethodBlockProps {
  ref?: Ref<MethodBlockHandle>;
  /** The code chosen (a vault code, e.g. `worldpay_cc_vault`, reaches the method it belongs to). */
  code: string;
  /** The billing address's country: the card's types, CPF and instalments, the alternative types. */
  billingCountry: string | null;
  isCustomer: boolean;
  /** A subscription line is in the basket (a card must be saved for its renewals). */
  subscription: boolean;
  disabled: boolean;
  /** The basket's quote id, asked before the order closes the basket (a page the method opens after the order names it). */
  quoteId(): Promise<string>;
  /** The basket's grand total as the page shows it, in the store's currency (a wallet's sheet shows it; the server charges its own). */
  grandTotal: number;
}

/**
 * A payment method in the browser: its block under the method list (loaded lazily, only once chosen), and
 * the Place Order button's words. Registered by code in `src/app/web/payment-methods.ts`; checkout finds
 * the chosen method here and never names one. A method with no block (cash on delivery) needs no entry.
 */
export interface WebPaymentMethod {
  /** Whether it answers for this method code. */
  matches(code: string): boolean;
  /** The block (a `lazy` component). */
  Block?: ComponentType<MethodBlockProps>;
  /** Said while the block loads (its text's key). */
  loadingText?: ParseKeys;
  /** The Place Order button's words for this method (its text's key; spec 002 §2: 'Pay and place order'). */
  placeOrderLabel?: ParseKeys;
  /**
   * Whether this browser can pay with it (a wallet: the Payment Request API and a wallet that can pay),
   * asked before the method is listed; a method the browser cannot use is not offered. Absent: it can.
   */
  usableHere?(): Promise<boolean>;
}

export interface WebPaymentMethodRegistry {
  find(code: string | null): WebPaymentMethod | null;
}

export function webPaymentMethodRegistry(methods: readonly WebPaymentMethod[]): WebPaymentMethodRegistry {
  return { find: (code) => (code === null ? null : (methods.find((method) => method.matches(code)) ?? null)) };
}

/** The app's registry, provided at the root (the app wires it; features only read it). */
export const WebPaymentMethodsContext = createContext<WebPaymentMethodRegistry>(webPaymentMethodRegistry([]));

/** The chosen method's browser half, or null for a method with nothing to show (cash on delivery, free). */
export const useWebPaymentMethod = (code: string | null): WebPaymentMethod | null => useContext(WebPaymentMethodsContext).find(code);
