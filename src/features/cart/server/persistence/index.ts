// The cart's persistence: every statement over carts and cart_items, for the rest of the cart feature only
// (other features use the cart's commands and queries in ../index.ts). Column lists come from the drizzle
// tables (cart-columns.ts), so a type check covers them.
export * as cartRepository from './cart-repository';
export type { CartState } from './cart-repository';
export { readActiveCartWithOthers } from './cart-read-batches';
export type { ReadCart, WrittenCart } from './guarded-writes';
