import { describe, expect, it } from 'vitest';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { basketItemCount, basketSizeFailure } from './basket-size';

const limits = { min: 1, max: 50 };

describe('basket size limits (checkout/cart_limits)', () => {
  it('counts every line quantity', () => {
    expect(basketItemCount([{ qty: 2 }, { qty: 48 }, { qty: 1 }])).toBe(51);
  });

  it.each([0, 1, 25, 50])('lets %i items through', (count) => {
    expect(basketSizeFailure(count, limits)).toBeNull();
  });

  it('refuses more than the maximum with the store message', () => {
    const failure = basketSizeFailure(51, limits);
    expect(failure && ruleFailureText(failure)).toBe('Your basket can hold at most 50 items. Please remove some to check out.');
    expect(failure?.parameters).toEqual({ '1': 50 });
  });

  it('refuses fewer than the minimum, but not an empty basket', () => {
    const failure = basketSizeFailure(2, { min: 3, max: 50 });
    expect(failure && ruleFailureText(failure)).toBe('Your basket needs at least 3 item(s) before you can check out.');
    expect(basketSizeFailure(0, { min: 3, max: 50 })).toBeNull();
  });
});
