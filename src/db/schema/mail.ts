import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { QueuedMail } from '../../features/mail/domain';

/**
 * The transactional outbox: an e-mail is written here in the same transaction as what causes it (an
 * order, an account, a reset link) and sent after the commit by the delivery worker of any server
 * process. The Message-ID is made when the row is written, so a message sent again after a crash
 * carries the same one.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    /** Which e-mail and what it is made from (rendered when it is sent); emptied once a secret in it (a reset link) has been sent. */
    content: jsonb('content').$type<QueuedMail>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When to try again after a failure; null: never tried, due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the row until then; past it (the worker crashed) another one takes it up. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last failure's code (never the server's text: it may quote the address). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
