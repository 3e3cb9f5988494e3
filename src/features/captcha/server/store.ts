import { type Placeholder, and, eq, gt, isNull, sql } from 'drizzle-orm';
import { carts, couponCaptchas, couponClientFailures, couponFailures } from '../../../db/schema';
import { ASYNC_COMMIT, type Executor, namedStatement } from '../../../shared/server/db';
import { prebuilt } from '../../../shared/server/prebuilt';
import { type StatementsTogether, inputsAsRows, rowsByInput, sendWithOthers } from '../../../shared/server/statements-together';
import { type CartRef, activeCartOf } from '../../cart/server';
import type { CaptchaForm } from '../domain';

// Times come from the database's clock (now()), so several server processes agree on windows and expiry.
// Every count and challenge belongs to one form (coupon, place order): the forms never share them.

const windowPassed = (seconds: number | Placeholder) => sql`${couponFailures.windowStart} <= now() - make_interval(secs => ${seconds})`;

/** The form's failures on the cart in the current window (0 once the window has passed). */
export async function recentFailures(db: Executor, form: CaptchaForm, cartId: number, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ failures: couponFailures.failures })
    .from(couponFailures)
    .where(and(eq(couponFailures.cartId, cartId), eq(couponFailures.form, form), sql`not (${windowPassed(windowSeconds)})`));
  return row?.failures ?? 0;
}

/** One more failure, atomically (an upsert), starting a new window when the old one has passed; answers the count with it. */
export async function addFailure(db: Executor, form: CaptchaForm, cartId: number, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(couponFailures)
    .values({ cartId, form, windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({
      target: [couponFailures.cartId, couponFailures.form],
      set: {
        failures: sql`case when ${windowPassed(windowSeconds)} then 1 else ${couponFailures.failures} + 1 end`,
        windowStart: sql`case when ${windowPassed(windowSeconds)} then now() else ${couponFailures.windowStart} end`,
      },
    })
    .returning({ failures: couponFailures.failures });
  return row.failures;
}

const clientWindowPassed = (seconds: number | Placeholder) => sql`${couponClientFailures.windowStart} <= now() - make_interval(secs => ${seconds})`;

/** The form's failures from one client address in the current window, across all its carts. */
export async function recentClientFailures(db: Executor, form: CaptchaForm, clientKey: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ failures: couponClientFailures.failures })
    .from(couponClientFailures)
    .where(and(eq(couponClientFailures.clientKey, clientKey), eq(couponClientFailures.form, form), sql`not (${clientWindowPassed(windowSeconds)})`));
  return row?.failures ?? 0;
}

type CountValues = { form: CaptchaForm; cartId: number; clientKey: string; windowSeconds: number };

const failureCountsStatement = prebuilt<CountValues, { cart: number; client: number }[]>('captcha_failure_counts', (db, p) =>
  db
    .select({
      cart: sql<number>`coalesce((select ${couponFailures.failures} from ${couponFailures} where ${couponFailures.cartId} = ${p('cartId')} and ${couponFailures.form} = ${p('form')} and not (${windowPassed(p('windowSeconds'))})), 0)::int`.mapWith(
        Number,
      ),
      client:
        sql<number>`coalesce((select ${couponClientFailures.failures} from ${couponClientFailures} where ${couponClientFailures.clientKey} = ${p('clientKey')} and ${couponClientFailures.form} = ${p('form')} and not (${clientWindowPassed(p('windowSeconds'))})), 0)::int`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`),
);

/**
 * failureCountsStatement for several attempts (shared/server/statements-together.ts): their values as
 * arrays, each row naming its attempt (`n`).
 */
const ATTEMPTS = inputsAsRows<CountValues>([
  { name: 'cart_id', type: 'int', of: (v) => v.cartId },
  { name: 'form', type: 'text', of: (v) => v.form },
  { name: 'client_key', type: 'text', of: (v) => v.clientKey },
  { name: 'window_seconds', type: 'int', of: (v) => v.windowSeconds },
]);
const FAILURE_COUNTS_TOGETHER = `select k.n,
    coalesce((select f.failures from coupon_failures f
      where f.cart_id = k.cart_id and f.form = k.form and not (f.window_start <= now() - make_interval(secs => k.window_seconds))), 0)::int as cart,
    coalesce((select c.failures from coupon_client_failures c
      where c.client_key = k.client_key and c.form = k.form and not (c.window_start <= now() - make_interval(secs => k.window_seconds))), 0)::int as client
  from ${ATTEMPTS.from}`;

const failureCounts: StatementsTogether<CountValues, { cart: number; client: number }> = {
  readOnly: true,
  alone: async (db, values) => (await failureCountsStatement(db, values))[0],
  together: async (db, all) => {
    const rows = await namedStatement<{ n: number | string; cart: number; client: number }>(
      db,
      'captcha_failure_counts_together',
      FAILURE_COUNTS_TOGETHER,
      ATTEMPTS.values(all),
    );
    // Every attempt has its row (the counts are coalesced to 0).
    return rowsByInput(rows, all.length, ({ cart, client }) => ({ cart, client })) as { cart: number; client: number }[];
  },
};

/** The form's failures on the cart and from the client address in their current windows, in one statement. */
export async function recentFailureCounts(
  db: Executor,
  form: CaptchaForm,
  cartId: number,
  clientKey: string,
  windowSeconds: number,
): Promise<{ cart: number; client: number }> {
  return sendWithOthers(db, failureCounts, { form, cartId, clientKey, windowSeconds });
}

/** The outer row's id, qualified: drizzle writes a one-table query's columns bare, which a subquery would read as its own. */
const cartIdOfRow = sql`${carts}.${sql.identifier(carts.id.name)}`;

type OwnerCountValues = { owner: string | number; storeId: number; form: CaptchaForm; clientKey: string; windowSeconds: number };

/** As failureCountsStatement, for the owner's active cart, found in the same statement (one template per kind of owner). */
const ownerFailureCountsTemplate = (kind: CartRef['kind']) =>
  prebuilt<OwnerCountValues, { cartId: number; cart: number; client: number }[]>(`captcha_failure_counts_${kind}`, (db, p) =>
    db
      .select({
        cartId: carts.id,
        cart: sql<number>`coalesce((select ${couponFailures.failures} from ${couponFailures} where ${couponFailures.cartId} = ${cartIdOfRow} and ${couponFailures.form} = ${p('form')} and not (${windowPassed(p('windowSeconds'))})), 0)::int`.mapWith(
          Number,
        ),
        client:
          sql<number>`coalesce((select ${couponClientFailures.failures} from ${couponClientFailures} where ${couponClientFailures.clientKey} = ${p('clientKey')} and ${couponClientFailures.form} = ${p('form')} and not (${clientWindowPassed(p('windowSeconds'))})), 0)::int`.mapWith(
            Number,
          ),
      })
      .from(carts)
      .where(activeCartOf(kind, p('owner'), p('storeId'))),
  );
const ownerFailureCounts = { guest: ownerFailureCountsTemplate('guest'), customer: ownerFailureCountsTemplate('customer') };

/**
 * The shopper's active cart (its id) with the form's failures on it and from the client address, in one
 * statement; undefined when the shopper has no active cart.
 */
export async function activeCartFailureCounts(
  db: Executor,
  form: CaptchaForm,
  ref: CartRef,
  storeId: number,
  clientKey: string,
  windowSeconds: number,
): Promise<{ cartId: number; cart: number; client: number } | undefined> {
  const owner = ref.kind === 'guest' ? ref.maskedId : ref.customerId;
  const [row] = await ownerFailureCounts[ref.kind](db, { owner, storeId, form, clientKey, windowSeconds });
  return row;
}

/** One more failure of the client address, atomically (an upsert, a new window when the old one has passed). */
function countClient(db: Executor, form: CaptchaForm | Placeholder, clientKey: string | Placeholder, windowSeconds: number | Placeholder) {
  return db
    .insert(couponClientFailures)
    .values({ clientKey, form, windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({
      target: [couponClientFailures.clientKey, couponClientFailures.form],
      set: {
        failures: sql`case when ${clientWindowPassed(windowSeconds)} then 1 else ${couponClientFailures.failures} + 1 end`,
        windowStart: sql`case when ${clientWindowPassed(windowSeconds)} then now() else ${couponClientFailures.windowStart} end`,
      },
    })
    .returning({ failures: couponClientFailures.failures });
}

const countFailedAttemptStatement = prebuilt<CountValues, { clientFailures: number; cartFailures: number }[]>('captcha_count_failed_attempt', (db, p) => {
  const counted = db.$with('counted').as(countClient(db, p('form'), p('clientKey'), p('windowSeconds')));
  const cartFailures = sql<number>`coalesce((select ${couponFailures.failures} from ${couponFailures} where ${couponFailures.cartId} = ${p('cartId')} and ${couponFailures.form} = ${p('form')} and not (${windowPassed(p('windowSeconds'))})), 0)`;
  return db
    .with(counted)
    .select({ clientFailures: counted.failures, cartFailures: cartFailures.mapWith(Number) })
    .from(counted)
    .where(ASYNC_COMMIT);
});

/**
 * An attempt, in one statement, answering the address's failures and the cart's failures of the form in
 * their current windows. A failed attempt is counted against the address atomically (an upsert), and the
 * count answered includes it, so concurrent failures each see their own place. An attempt that did not
 * fail counts nothing and only reads the counts: it writes no row and waits for no lock (what committed
 * before it is what came before it).
 */
export async function countAttempt(
  db: Executor,
  form: CaptchaForm,
  attempt: { clientKey: string; cartId: number; failed: boolean },
  windowSeconds: number,
): Promise<{ clientFailures: number; cartFailures: number }> {
  const values = { form, clientKey: attempt.clientKey, cartId: attempt.cartId, windowSeconds };
  if (attempt.failed) return (await countFailedAttemptStatement(db, values))[0];
  const counts = await sendWithOthers(db, failureCounts, values);
  return { clientFailures: counts.client, cartFailures: counts.cart };
}

/** One more failure of the form from the client address, atomically; answers the count with it. */
export async function addClientFailure(db: Executor, form: CaptchaForm, clientKey: string, windowSeconds: number): Promise<number> {
  const [row] = await countClient(db, form, clientKey, windowSeconds);
  return row.failures;
}

/** The form's success on a cart: its earlier failures are forgiven. */
export async function forgiveCartFailures(db: Executor, form: CaptchaForm, cartId: number): Promise<void> {
  await db.delete(couponFailures).where(and(eq(couponFailures.cartId, cartId), eq(couponFailures.form, form), ASYNC_COMMIT));
}

/** Stores the cart's new challenge of the form in place of any previous one. */
export async function replaceChallenge(
  db: Executor,
  form: CaptchaForm,
  cartId: number,
  challengeId: string,
  answerHash: string,
  ttlSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(couponCaptchas)
    .values({ cartId, form, challengeId, answerHash, expiresAt })
    .onConflictDoUpdate({ target: [couponCaptchas.cartId, couponCaptchas.form], set: { challengeId, answerHash, expiresAt, usedAt: null } });
}

/**
 * Marks the cart's live challenge of the form used and answers it, or nothing when there is none (never
 * issued, used or expired). A conditional update, so two concurrent attempts cannot both use one challenge.
 */
export async function consumeChallenge(db: Executor, form: CaptchaForm, cartId: number): Promise<{ challengeId: string; answerHash: string } | undefined> {
  const [row] = await db
    .update(couponCaptchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(couponCaptchas.cartId, cartId), eq(couponCaptchas.form, form), isNull(couponCaptchas.usedAt), gt(couponCaptchas.expiresAt, sql`now()`)))
    .returning({ challengeId: couponCaptchas.challengeId, answerHash: couponCaptchas.answerHash });
  return row;
}
