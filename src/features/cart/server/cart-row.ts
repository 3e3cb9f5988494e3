import type { carts } from '../../../db/schema';

/** A cart as stored. */
export type CartRow = typeof carts.$inferSelect;

/** Whose cart a request is about: a guest's by its masked id, or a customer's active cart. */
export type CartRef = { kind: 'guest'; maskedId: string } | { kind: 'customer'; customerId: number };
