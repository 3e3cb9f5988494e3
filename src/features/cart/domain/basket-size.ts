import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';

export const CART_MIN_QTY_MESSAGE = 'Your basket needs at least %1 item(s) before you can check out.';
export const CART_MAX_QTY_MESSAGE = 'Your basket can hold at most %1 items. Please remove some to check out.';

export interface BasketSizeLimits {
  readonly min: number;
  readonly max: number;
}

/** Items in the basket: every line's quantity, free gifts included (what the mini basket counts). */
export function basketItemCount(lines: ReadonlyArray<{ readonly qty: number }>): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * The store's basket size limits (`checkout/cart_limits/*`): the basket page disables checkout with
 * this failure's text and place-order refuses with it. An empty basket is not "too small": it has
 * its own message.
 */
export function basketSizeFailure(itemCount: number, limits: BasketSizeLimits): RuleFailure | null {
  if (itemCount > 0 && itemCount < limits.min) return ruleFailure('cart_min_qty', CART_MIN_QTY_MESSAGE, { '1': limits.min });
  if (itemCount > limits.max) return ruleFailure('cart_max_qty', CART_MAX_QTY_MESSAGE, { '1': limits.max });
  return null;
}
