// Kept for the cart's scope hook until it moves into the cart feature: the session is the customers'.
export * from '../../../features/customers/web/session/session';
