import type { cartRules } from '../../../db/schema';

/** A coupon's rule as configured: its use count moves with every order and is read live (timesUsed). */
type CartRuleRow = typeof cartRules.$inferSelect;

export type CouponRule = Omit<CartRuleRow, 'timesUsed'>;
