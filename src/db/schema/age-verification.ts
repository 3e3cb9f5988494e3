import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { customers } from './customers';
import { stores } from './stores';

/**
 * Where each shopper stands with age verification: a customer once (verified once, verified for good),
 * a guest per basket and email. The subject key is `customer:{id}` or `guest:{cartId}:{keyed hash of
 * the email}`, so the table holds no email. Attempts are counted here with conditional updates, so the
 * limits hold under concurrent requests.
 */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: serial('id').primaryKey(),
    subjectKey: text('subject_key').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id),
    cartId: integer('cart_id').references(() => carts.id),
    /** unverified | verified | refer | id_scan_required | failed (the age-not-verified marker). */
    status: text('status').notNull().default('unverified'),
    proofAttempts: integer('proof_attempts').notNull().default(0),
    scanAttempts: integer('scan_attempts').notNull().default(0),
    /** How the age was proven: automatic | passport | driving_licence | id_scan. */
    verifiedMethod: text('verified_method'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('age_verifications_status', sql`${t.status} in ('unverified', 'verified', 'refer', 'id_scan_required', 'failed')`),
    check('age_verifications_attempts_not_negative', sql`${t.proofAttempts} >= 0 and ${t.scanAttempts} >= 0`),
    index('age_verifications_customer').on(t.customerId),
  ],
);

/**
 * Every attempt: when, how, and what came of it. A document number is kept only as a keyed hash (to
 * see the same document used again); images are never stored.
 */
export const ageVerificationAttempts = pgTable(
  'age_verification_attempts',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => ageVerifications.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** automatic | passport | driving_licence | id_scan */
    method: text('method').notNull(),
    /** pass | refer | fail | minor | exceeded | unavailable */
    outcome: text('outcome').notNull(),
    documentHash: text('document_hash'),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('age_verification_attempts_verification').on(t.verificationId)],
);

/** Verification calls per client address (a keyed hash of it) in a window that starts at the first. */
export const ageVerificationClientAttempts = pgTable('age_verification_client_attempts', {
  clientKey: text('client_key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});
