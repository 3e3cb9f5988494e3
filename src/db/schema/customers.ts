import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: one account per address. */
    email: text('email').notNull().unique(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Reward points balance; spent with a conditional update, and never below 0. */
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customers_reward_points_not_negative', sql`${t.rewardPoints} >= 0`)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    region: text('region'),
    regionId: integer('region_id'),
    postcode: text('postcode'),
    countryId: text('country_id').notNull(),
    telephone: text('telephone').notNull(),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

/** Browser sessions: the cookie holds a random token, the table only its hash. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id),
  formKey: text('form_key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Bearer tokens for API clients (integration/customer/token); only the hash is kept. */
export const customerTokens = pgTable('customer_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per key (email or IP) in a fixed window; in the database so every process agrees. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Password reset links asked for (one pending per customer; only the token's hash is kept). The link
 * itself goes out by e-mail, written to the mail outbox in the same transaction; it is used once.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  tokenHash: text('token_hash').notNull().unique(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Password reset requests per key (an email's or a client address's hash) in a window: the request's rate limit. */
export const passwordResetRequests = pgTable('password_reset_requests', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  requests: integer('requests').notNull(),
});
