import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './db';
import { databaseCause } from './logging';
import { mapPer } from './recent-map';

/**
 * One statement for the like statements of requests that arrive together. Under load a process takes in
 * many requests in one turn of its event loop; a statement sent this way waits for the end of that turn
 * (setImmediate), and the turn's statements of one shape (one StatementsTogether) go to the database as
 * one: one round trip and one wake-up of one PostgreSQL backend (one query of the embedded database) for
 * all of them, where each cost its own. A lone statement goes alone, a turn later at most. Each is sent
 * after it was asked for, so each answer is as fresh as its request. Only outside a transaction: a
 * transaction's statements are its own.
 */
export interface StatementsTogether<Input, Output> {
  /** The shape's statement for one input (a lone request, and each input of a batch whose statement failed). */
  alone(db: Executor, input: Input): Promise<Output>;
  /** The shape's statement for several inputs: their outputs, in the order of the inputs. */
  together(db: Database, inputs: Input[]): Promise<Output[]>;
  /** A read writes nothing: whatever made its batch fail, each input may be tried alone. */
  readOnly?: boolean;
}

/** The most inputs one statement carries: a turn with more sends several. */
export const INPUTS_PER_STATEMENT = 50;

interface Waiting<Input, Output> {
  input: Input;
  answer(output: Output): void;
  fail(error: unknown): void;
}

/** Per database, per shape: the inputs waiting for this turn's end. */
const waitingOf = mapPer<Database, StatementsTogether<unknown, unknown>, Waiting<unknown, unknown>[]>();

/** `statements`' answer for `input`, sent with this turn's other inputs of the same statements. */
export function sendTogether<Input, Output>(db: Database, statements: StatementsTogether<Input, Output>, input: Input): Promise<Output> {
  const shape = statements as StatementsTogether<unknown, unknown>;
  const waiting = waitingOf(db);
  let batch = waiting.get(shape) as Waiting<Input, Output>[] | undefined;
  if (!batch) {
    const started: Waiting<Input, Output>[] = [];
    batch = started;
    waiting.set(shape, started as Waiting<unknown, unknown>[]);
    setImmediate(() => {
      waiting.delete(shape);
      send(db, statements, started);
    });
  }
  const joined = batch;
  return new Promise((answer, fail) => joined.push({ input, answer, fail }));
}

/** As sendTogether on the database; within a transaction, alone (a transaction's statements are its own). */
export function sendWithOthers<Input, Output>(ex: Executor, statements: StatementsTogether<Input, Output>, input: Input): Promise<Output> {
  return ex instanceof PgTransaction ? statements.alone(ex, input) : sendTogether(ex as Database, statements, input);
}

/**
 * SQLSTATE classes that refuse the statement itself (bad data, a constraint, a deadlock or serialization
 * failure, a lock not available, a cancelled statement): nothing of it was written. A connection's trouble
 * (08, 53, 57P, XX…) may come after the commit.
 */
const STATEMENT_REFUSED = /^(22|23|40|42|54|55)|^57014$/;

function send<Input, Output>(db: Database, statements: StatementsTogether<Input, Output>, batch: Waiting<Input, Output>[]): void {
  for (let start = 0; start < batch.length; start += INPUTS_PER_STATEMENT) {
    const part = batch.slice(start, start + INPUTS_PER_STATEMENT);
    if (part.length === 1) {
      sendAlone(db, statements, part[0]);
      continue;
    }
    // Started in a promise, so that no throw can escape the turn and leave a request unanswered.
    Promise.resolve()
      .then(() =>
        statements.together(
          db,
          part.map((w) => w.input),
        ),
      )
      .then((outputs) => {
        if (outputs.length !== part.length) throw new Error(`a batch of ${part.length} answered ${outputs.length}`);
        part.forEach((w, i) => {
          w.answer(outputs[i]);
        });
      })
      .catch((error: unknown) => {
        // One request's trouble is not the others': each input is tried alone when nothing was written.
        const code = databaseCause(error)?.code;
        const alone = statements.readOnly || (typeof code === 'string' && STATEMENT_REFUSED.test(code));
        for (const w of part) {
          if (alone) sendAlone(db, statements, w);
          else w.fail(error);
        }
      });
  }
}

function sendAlone<Input, Output>(db: Database, statements: StatementsTogether<Input, Output>, waiting: Waiting<Input, Output>): void {
  Promise.resolve()
    .then(() => statements.alone(db, waiting.input))
    .then(waiting.answer, waiting.fail);
}

/** One column of a together-statement's inputs: its name in `k`, its SQL type, and its value in an input. */
export interface InputColumn<Input> {
  name: string;
  type: string;
  of: (input: Input) => unknown;
}

/**
 * A together-statement's inputs as rows: each column sent as one array parameter ($1 on), unnested `with
 * ordinality` as `k(…, n)`, so that each row of the statement can name its input for rowsByInput.
 */
export function inputsAsRows<Input>(columns: InputColumn<Input>[]): { from: string; values: (inputs: Input[]) => unknown[][] } {
  const arrays = columns.map((column, i) => `$${i + 1}::${column.type}[]`);
  return {
    from: `unnest(${arrays.join(', ')}) with ordinality as k(${[...columns.map((column) => column.name), 'n'].join(', ')})`,
    values: (inputs) => columns.map((column) => inputs.map(column.of)),
  };
}

/**
 * A together-statement's rows put back in the order of its inputs: each row names its input by `n`, the
 * ordinality (from 1) of the `unnest` its inputs came as. An input without a row answers undefined.
 */
export function rowsByInput<Row extends { n: number | string }, Output>(rows: Row[], inputs: number, map: (row: Row) => Output): (Output | undefined)[] {
  const outputs = new Array<Output | undefined>(inputs);
  // ordinality is a bigint: a string on PostgreSQL's driver.
  for (const row of rows) outputs[Number(row.n) - 1] = map(row);
  return outputs;
}
