import { type Executor, namedStatement } from '../../../shared/server/db';
import type { TextSearchConfig } from '../domain';

/** Whether the database has pg_trgm (migration 0029 creates it where it can), asked once per database. */
const trigramsOf = new WeakMap<object, Promise<boolean>>();

function hasTrigrams(db: Executor): Promise<boolean> {
  let known = trigramsOf.get(db);
  if (!known) {
    known = namedStatement<{ present: boolean }>(
      db,
      'pg_trgm_present',
      "select exists (select 1 from pg_extension where extname = 'pg_trgm') as present",
      [],
    ).then((rows) => rows[0]?.present === true);
    // A failed look-up (the database restarting) is asked again by the next search.
    known.catch(() => trigramsOf.delete(db));
    trigramsOf.set(db, known);
  }
  return known;
}

/**
 * One search's statement text for a configuration, with or without trigrams. The configuration is a
 * literal (one of TEXT_SEARCH_CONFIGS, never the shopper's input), so the condition is the expression of
 * that language's GIN index (migration 0029). Parameters: $1 the store, $2 the words as a prefix query
 * ('crisp:* & mint:*', words of letters and digits only), $3 the query as typed, $4 limit, $5 offset.
 * A product matches every word's stem or prefix (name, category and kind, description) or, with pg_trgm,
 * resembles the query in its name (word_similarity ≥ pg_trgm's 0.6): a typo. Score: the text rank (the
 * name weighs most) plus the name's resemblance to the query.
 */
export function searchStatement(config: TextSearchConfig, trigrams: boolean): string {
  const document = `product_search_document('${config}', p.name, p.category, p.kind, p.description)`;
  const query = `to_tsquery('${config}', $2)`;
  const resemblance = trigrams ? 'word_similarity($3, p.name)' : '0';
  return `select p.id, (ts_rank(${document}, ${query}) + ${resemblance})::float8 as score, count(*) over ()::int as total
from products p
join product_prices pp on pp.product_id = p.id and pp.store_id = $1
where p.is_enabled and (${document} @@ ${query}${trigrams ? ' or $3 <% p.name' : ''})
order by score desc, p.sort_order, p.id
limit $4 offset $5`;
}

const statements = new Map<string, { name: string; text: string }>();

function statementFor(config: TextSearchConfig, trigrams: boolean): { name: string; text: string } {
  const key = `${config}${trigrams ? '_trgm' : ''}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = { name: `product_search_${key}`, text: searchStatement(config, trigrams) };
    statements.set(key, statement);
  }
  return statement;
}

interface SearchHit {
  id: number;
  score: number;
}

export interface SearchPage {
  hits: SearchHit[];
  totalCount: number;
}

/** The store's products matching the words, best first: one page, and how many match in all. */
export async function searchProductIds(
  db: Executor,
  search: { storeId: number; config: TextSearchConfig; words: readonly string[]; query: string; limit: number; offset: number },
): Promise<SearchPage> {
  const trigrams = await hasTrigrams(db);
  const { name, text } = statementFor(search.config, trigrams);
  const prefixQuery = search.words.map((word) => `${word}:*`).join(' & ');
  const run = (limit: number, offset: number) =>
    namedStatement<{ id: number; score: number; total: number }>(db, name, text, [search.storeId, prefixQuery, search.query, limit, offset]);
  const rows = await run(search.limit, search.offset);
  // A page past the last one has no row to carry the count: the first row's count, as Magento answers.
  const totalCount = rows[0]?.total ?? (search.offset > 0 ? ((await run(1, 0))[0]?.total ?? 0) : 0);
  return { hits: rows.map((row) => ({ id: row.id, score: Number(row.score) })), totalCount };
}
