import {
  QTY_GREATER_THAN_ZERO_MESSAGE,
  QTY_INCREMENTS_MESSAGE,
  QTY_MAX_MESSAGE,
  QTY_MIN_MESSAGE,
  SUBSCRIPTION_TOO_FEW_MESSAGE,
  SUBSCRIPTION_TOO_MANY_MESSAGE,
} from './messages';
import { ruleFailure, type RuleFailure } from './rule-failure';

const DECIMAL_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A typed or posted quantity as a number (JSON number or numeric text), or null. */
export function parseQuantity(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

/** The shop sells whole items, so 0, negatives, fractions, NaN, blanks and non-numbers all fail. */
export function validateQuantity(value: unknown): RuleFailure | null {
  const qty = parseQuantity(value);
  return qty !== null && Number.isSafeInteger(qty) && qty > 0 ? null : ruleFailure('qty_greater_than_zero', QTY_GREATER_THAN_ZERO_MESSAGE);
}

function validateQuantityMin(qty: number, minAllowed: number): RuleFailure | null {
  return qty < minAllowed ? ruleFailure('qty_min', QTY_MIN_MESSAGE, { '1': minAllowed }) : null;
}

function validateQuantityMax(qty: number, maxAllowed: number): RuleFailure | null {
  return qty > maxAllowed ? ruleFailure('qty_max', QTY_MAX_MESSAGE, { '1': maxAllowed }) : null;
}

export function validateQuantityIncrements(qty: number, increments: number): RuleFailure | null {
  if (!(increments > 0)) return null;
  const ratio = qty / increments;
  // Tolerance because increments such as 0.1 are not exact in binary floating point.
  return Math.abs(ratio - Math.round(ratio)) > 1e-9 ? ruleFailure('qty_increments', QTY_INCREMENTS_MESSAGE, { '1': increments }) : null;
}

/** Stock settings of one product (Magento's min_sale_qty, max_sale_qty, qty_increments). */
export interface QuantityLimits {
  readonly minAllowed?: number | null;
  readonly maxAllowed?: number | null;
  readonly qtyIncrements?: number | null;
}

/** Magento's validate-item-quantity order: greater than 0, then fewest, maximum, increments. */
export function validateItemQuantity(value: unknown, limits: QuantityLimits = {}): RuleFailure | null {
  const notPositive = validateQuantity(value);
  if (notPositive) return notPositive;
  const qty = parseQuantity(value) as number;
  return (
    (limits.minAllowed != null ? validateQuantityMin(qty, limits.minAllowed) : null) ??
    (limits.maxAllowed != null ? validateQuantityMax(qty, limits.maxAllowed) : null) ??
    (limits.qtyIncrements != null ? validateQuantityIncrements(qty, limits.qtyIncrements) : null)
  );
}

export interface SubscriptionLimits {
  /** Page data submin and submax: the allowed total of subscription cartridges. */
  readonly min: number;
  readonly max: number;
  /** Fills the {brand} placeholder of the "too many" message. */
  readonly brand: string;
}

/**
 * The summed quantity of subscription lines must lie within [min, max] (spec 000 §5). A total of 0
 * means no line is a subscription, which the spec allows (checkout stays enabled).
 */
export function validateSubscriptionQuantity(totalSubscriptionQty: number, limits: SubscriptionLimits): RuleFailure | null {
  if (totalSubscriptionQty === 0) return null;
  if (totalSubscriptionQty > limits.max) {
    return ruleFailure('subscription_qty_too_many', SUBSCRIPTION_TOO_MANY_MESSAGE, {
      qty: limits.max,
      brand: limits.brand,
    });
  }
  if (totalSubscriptionQty < limits.min) {
    return ruleFailure('subscription_qty_too_few', SUBSCRIPTION_TOO_FEW_MESSAGE, { qty: limits.min });
  }
  return null;
}
