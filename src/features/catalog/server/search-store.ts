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
 * literal (one of TEXT_SEARCH_CONFIGS, never the shopper's input), naming that language's stored documents
 * and GIN indexes (migration 0032). Parameters: $1 the store, $2 the query's words (letters and
 * digits, between spaces), $3 limit (null: all), $4 offset, $5 the store's locale.
 * A product is searched in the store's language: its translation for the locale where it has one (name and
 * description), its own texts otherwise (name, category and kind, description); accents count on neither
 * side (shop_unaccent). It matches every word's stem or start (shop_search_prefixes) or, with pg_trgm,
 * resembles the query in its name (word_similarity ≥ pg_trgm's 0.6): a typo. Score: the text rank (the
 * name weighs most) plus the name's resemblance to the query.
 */
export function searchStatement(config: TextSearchConfig, trigrams: boolean): string {
  const query = `to_tsquery('${config}', shop_search_prefixes($2))`;
  const matching = (document: string, name: string) => {
    const resemblance = trigrams ? `word_similarity(shop_unaccent($2), shop_unaccent(${name}))` : '0';
    const typo = trigrams ? ` or shop_unaccent($2) <% shop_unaccent(${name})` : '';
    return { score: `ts_rank(${document}, ${query}) + ${resemblance}`, condition: `(${document} @@ ${query}${typo})` };
  };
  const translated = matching('t.search_document', 't.name');
  const own = matching(`p.search_${config}`, 'p.name');
  return `with matches as (
  select t.product_id as id, ${translated.score} as score
  from product_translations t
  where t.locale = $5 and t.search_config = '${config}'::regconfig and ${translated.condition}
  union all
  select p.id, ${own.score}
  from products p
  where ${own.condition}
    and not exists (select 1 from product_translations t where t.product_id = p.id and t.locale = $5)
)
select m.id, m.score::float8 as score, count(*) over ()::int as total
from matches m
join products p on p.id = m.id
join product_prices pp on pp.product_id = m.id and pp.store_id = $1
where p.is_enabled
order by m.score desc, p.sort_order, p.id
limit $3 offset $4`;
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

/**
 * The store's products matching the words in its language, best first: one page (every match when the
 * limit is null: the results page filters and counts them all), and how many match in all.
 */
export async function searchProductIds(
  db: Executor,
  search: {
    storeId: number;
    locale: string;
    config: TextSearchConfig;
    words: readonly string[];
    limit: number | null;
    offset: number;
  },
): Promise<SearchPage> {
  const trigrams = await hasTrigrams(db);
  const { name, text } = statementFor(search.config, trigrams);
  const words = search.words.join(' ');
  const run = (limit: number | null, offset: number) =>
    namedStatement<{ id: number; score: number; total: number }>(db, name, text, [search.storeId, words, limit, offset, search.locale]);
  const rows = await run(search.limit, search.offset);
  // A page past the last one has no row to carry the count: the first row's count, as Magento answers.
  const totalCount = rows[0]?.total ?? (search.offset > 0 ? ((await run(1, 0))[0]?.total ?? 0) : 0);
  return { hits: rows.map((row) => ({ id: row.id, score: Number(row.score) })), totalCount };
}
