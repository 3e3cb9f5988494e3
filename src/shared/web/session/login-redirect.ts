// Kept for the basket until it moves into the cart feature: the login redirect is the customers'.
export * from '../../../features/customers/web/session/login-redirect';
