import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';

/** A compiled writer of one response shape. */
export type Serialize = (value: unknown) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's writers of answers (registerResponseWriters): a route writing an answer itself takes its writer here. */
    responseWriters: ResponseWriters;
  }
}

/** Fields a response shape is written without: they check values, and writing only needs the shape. */
const CHECKS_ONLY = new Set([
  '$schema',
  'required',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'const',
  'propertyNames',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/**
 * A response schema as the JSON schema fast-json-stringify writes from: no required lists (a value left
 * undefined is left out, as JSON.stringify does, instead of throwing), no value checks, and `X or null`
 * as one schema with both types (an anyOf would be tried branch by branch on every write).
 */
export function writerSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(writerSchema);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const anyOf = source.anyOf as Record<string, unknown>[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((branch) => branch.type === 'null')) {
    const value = anyOf.find((branch) => branch.type !== 'null') as Record<string, unknown>;
    if (typeof value.type === 'string') return writerSchema({ ...value, type: [value.type, 'null'] });
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (CHECKS_ONLY.has(key)) continue;
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, writerSchema(v)])) : writerSchema(value);
  }
  return out;
}

/** fast-json-stringify's writer of a zod schema's shape, without the test runs' check. */
export function shapeWriter(schema: ZodType): Serialize {
  return fastJson(writerSchema(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Parameters<typeof fastJson>[0]);
}

/** fast-json-stringify's writer of each schema, compiled once per process: the same for every app. */
const compiledWriters = new WeakMap<ZodType, Serialize>();

function compiledWriterOf(schema: ZodType): Serialize {
  let write = compiledWriters.get(schema);
  if (!write) {
    write = shapeWriter(schema);
    compiledWriters.set(schema, write);
  }
  return write;
}

/** How one app writes its answers. */
export interface ResponseWriters {
  /** The writer of a zod response schema. */
  writerOf(schema: ZodType): Serialize;
  /**
   * Fastify's serializer compiler: a route's zod response schema (the shapes Magento's REST answers have)
   * is written by fast-json-stringify, which writes only the schema's fields and knows their types ahead.
   */
  compiler: FastifySerializerCompiler<unknown>;
}

export interface ResponseWriterOptions {
  /**
   * On in the test runs (RESPONSE_SCHEMA_CHECK=1; the app's root passes it): every answer is also written
   * with JSON.stringify and the two must say the same, so a field the handler sends that its schema lacks
   * (and would drop) fails the test that made it, instead of vanishing from the shop's answers.
   */
  checkAgainstStringify?: boolean;
}

export function responseWriters(options: ResponseWriterOptions = {}): ResponseWriters {
  const checked = new WeakMap<ZodType, Serialize>();
  const writerOf = (schema: ZodType): Serialize => {
    if (!options.checkAgainstStringify) return compiledWriterOf(schema);
    let serialize = checked.get(schema);
    if (!serialize) {
      serialize = checkedAgainstStringify(compiledWriterOf(schema));
      checked.set(schema, serialize);
    }
    return serialize;
  };
  return {
    writerOf,
    compiler: ({ schema }) => (isZodSchema(schema) ? writerOf(schema) : fastJson(writerSchema(schema) as Parameters<typeof fastJson>[0])),
  };
}

/** The app writes its answers with these writers: Fastify's serializer compiler, and `app.responseWriters` for the rest. */
export function registerResponseWriters(app: FastifyInstance, options: ResponseWriterOptions = {}): ResponseWriters {
  const writers = responseWriters(options);
  app.setSerializerCompiler(writers.compiler);
  app.decorate('responseWriters', writers);
  return writers;
}

function checkedAgainstStringify(write: Serialize): Serialize {
  return (value) => {
    const json = write(value);
    const difference = firstDifference(JSON.parse(json), JSON.parse(JSON.stringify(value)), '$');
    // The path only, never the values: they may be a shopper's.
    if (difference !== null) throw new Error(`response schema does not match the answer at ${difference}`);
    return json;
  };
}

/** Where two JSON values first differ (a path such as `$.items[0].name`), or null when they are the same. */
function firstDifference(written: unknown, plain: unknown, path: string): string | null {
  if (written === plain) return null;
  if (Array.isArray(written) && Array.isArray(plain)) {
    if (written.length !== plain.length) return `${path}.length`;
    for (let i = 0; i < written.length; i++) {
      const found = firstDifference(written[i], plain[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (written === null || plain === null || typeof written !== 'object' || typeof plain !== 'object' || Array.isArray(written) !== Array.isArray(plain))
    return path;
  const keys = new Set([...Object.keys(written), ...Object.keys(plain)]);
  for (const key of keys) {
    const found = firstDifference((written as Record<string, unknown>)[key], (plain as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

const isZodSchema = (schema: unknown): schema is ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;
