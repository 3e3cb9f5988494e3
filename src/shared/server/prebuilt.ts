import { type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from './db';

/** What a drizzle query builder hands its session's prepareQuery (drizzle's own prepare()). */
interface Template {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  arrayMode: boolean;
  mapper: unknown;
  joins: unknown;
}

/** The part of drizzle's query builders (select, insert, update, delete) that prepares them. */
interface Preparable {
  prepare(name: string): unknown;
}

type PreparedQuery = { execute(values: Record<string, unknown>): Promise<unknown>; joinsNotNullableMap?: unknown };
type Session = { prepareQuery(query: Template['query'], fields: unknown, name: string, arrayMode: boolean, mapper: unknown): PreparedQuery };

function templateOf(builder: Preparable, name: string): Template {
  const prepared = builder.prepare(name) as {
    query: Template['query'];
    fields: unknown;
    _isResponseInArrayMode: boolean;
    customResultMapper: unknown;
    joinsNotNullableMap?: unknown;
  };
  return {
    query: prepared.query,
    fields: prepared.fields,
    arrayMode: prepared._isResponseInArrayMode,
    mapper: prepared.customResultMapper,
    joins: prepared.joinsNotNullableMap,
  };
}

/**
 * A hot statement that drizzle builds once: its SQL text, its parameter slots (`p('name')`, drizzle's
 * sql.placeholder) and how its rows map back to the schema's fields. Every later call runs that template on
 * the executor it is given, the pool or a transaction, as a named prepared statement, with drizzle's own
 * row mapping and value encoding (a placeholder in insert values or an update's set is encoded by its
 * column, e.g. jsonb). Measured on this class of machine: building `select * from carts where …` costs
 * drizzle about 400 µs of CPU a call, the statement itself about 60. The name must be unique in the shop.
 */
export function prebuilt<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Executor, p: (key: keyof Values & string) => Placeholder) => PromiseLike<Result> & Preparable,
): (db: Executor, values: Values) => Promise<Result> {
  let template: Template | undefined;
  return async (db, values) => {
    template ??= templateOf(
      build(db, (key) => sql.placeholder(key)),
      name,
    );
    const session = (db as unknown as { _: { session: Session } })._.session;
    const prepared = session.prepareQuery(template.query, template.fields, name, template.arrayMode, template.mapper);
    if (template.joins) prepared.joinsNotNullableMap = template.joins;
    return (await prepared.execute(values)) as Result;
  };
}

/**
 * prebuilt for a statement whose text depends on a few shapes (which columns an update sets, how many rows
 * an insert writes): one template per shape, named after it. `shapeOf` must be cheap and give few values.
 */
export function prebuiltByShape<Input, Values extends Record<string, unknown>, Result>(
  name: string,
  shapeOf: (input: Input) => string,
  build: (db: Executor, p: (key: keyof Values & string) => Placeholder, input: Input) => PromiseLike<Result> & Preparable,
): (db: Executor, input: Input, values: Values) => Promise<Result> {
  const byShape = new Map<string, (db: Executor, values: Values) => Promise<Result>>();
  return (db, input, values) => {
    const shape = shapeOf(input);
    let run = byShape.get(shape);
    if (!run) {
      // Numbered, not named after the shape: PostgreSQL keeps 63 bytes of a statement's name.
      run = prebuilt<Values, Result>(`${name}_${byShape.size + 1}`, (executor, p) => build(executor, p, input));
      byShape.set(shape, run);
    }
    return run(db, values);
  };
}

/** The keys of a row an insert or update sets: as drizzle's values() and set(), a key whose value is undefined sets nothing. */
export function definedKeys(row: object): string[] {
  return Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
}

/** A row's set keys as placeholders (`prefix` + key), for a template's values() or set(). */
export function placeholdersOf<Row extends object>(row: Row, p: (key: string) => Placeholder, prefix = ''): Row {
  return Object.fromEntries(definedKeys(row).map((key) => [key, p(`${prefix}${key}`)])) as Row;
}

/** The values for placeholdersOf's placeholders, added to `into`. */
export function placeholderValues(row: object, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const key of definedKeys(row)) into[`${prefix}${key}`] = (row as Record<string, unknown>)[key];
  return into;
}
