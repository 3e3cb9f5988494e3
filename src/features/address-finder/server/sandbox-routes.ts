import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ErrorItem, FINDER_PATHS, type FinderCall, SANDBOX_SERVICE_URL, finderError } from '../domain';
import { type AddressFinderPort, FinderUnavailableError } from '../providers/port';

export interface SandboxRoutesOptions {
  /** The twin behind the routes. */
  finder: AddressFinderPort;
}

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).optional();
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const decimal = z
  .string()
  .regex(/^-?\d{1,3}(\.\d{1,12})?$/)
  .transform(Number);
const flag = z
  .string()
  .regex(/^(true|false|1|0)$/i)
  .transform((v) => v === '1' || v.toLowerCase() === 'true');

const key = z.string().max(64);
const schemas = {
  find: z.object({
    key,
    text: optionalText(1000),
    container: optionalText(200),
    origin: optionalText(200),
    countries: optionalText(500),
    datasets: optionalText(200),
    limit: whole(1, 100).optional(),
    filter: optionalText(200),
    language: optionalText(10),
    bias: optionalText(200),
    test: flag.optional(),
    instance: optionalText(100),
  }),
  retrieve: z.object({ key, id: text(200).min(1), source: optionalText(200) }),
  geolocation: z.object({ key, latitude: decimal, longitude: decimal, items: whole(1, 100).optional(), radius: whole(1, 10000).optional() }),
  utilities: z.object({ key, text: text(100).min(1), utilcodetype: text(10).min(1) }),
  ip2country: z.object({ key }),
} as const;

/** Which parameter's failure answers which error item. */
function refusal(call: FinderCall, issues: z.core.$ZodIssue[]): ErrorItem {
  const field = String(issues[0]?.path[0] ?? '');
  if (field === 'key') return finderError('unknownKey');
  if (call === 'retrieve' && field === 'id') return finderError('idInvalid');
  if (call === 'geolocation' && (field === 'latitude' || field === 'longitude')) return finderError('coordinatesInvalid');
  if (call === 'utilities' && field === 'text') return finderError('utilityTextInvalid');
  if (call === 'utilities' && field === 'utilcodetype') return finderError('utilityTypeInvalid');
  return finderError('parameterInvalid', PARAMETER_NAMES[field] ?? field);
}

const PARAMETER_NAMES: Record<string, string> = {
  text: 'Text',
  container: 'Container',
  origin: 'Origin',
  countries: 'Countries',
  datasets: 'Datasets',
  limit: 'Limit',
  filter: 'Filter',
  language: 'Language',
  bias: 'Bias',
  test: 'Test',
  instance: 'Instance',
  items: 'Items',
  radius: 'Radius',
  source: 'Source',
};

/** Query and body fields together, by lower-case name (Loqate's names are case-insensitive); repeated or nested values are refused. */
function fieldsOf(request: FastifyRequest): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (source === undefined || source === null || source === '') continue;
    if (typeof source !== 'object' || Array.isArray(source)) return null;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      if (typeof value === 'number' || typeof value === 'boolean') fields[name.toLowerCase()] = String(value);
      else if (typeof value === 'string') fields[name.toLowerCase()] = value;
      else if (value !== null && value !== undefined) return null;
    }
  }
  return fields;
}

const answer = (reply: FastifyReply, items: unknown[]) => reply.header('cache-control', 'no-store').send({ Items: items });

/**
 * The sandbox's HTTP face at Loqate's paths (`/address-finder-sandbox/Capture/Interactive/Find/v1.10/json3.ws`…):
 * GET with the fields in the query, or POST with them as a form or JSON. Refusals are Loqate's error
 * items with HTTP 200; an outage of kind `http` answers 503.
 */
export async function addressFinderSandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions): Promise<void> {
  const { finder } = options;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Anything the framework refuses (bad JSON, unknown body type, too big) still answers an error item.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const refused = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    if (!refused) request.log.error({ err: error }, 'address finder sandbox failed');
    const status = refused ? error.statusCode! : 400;
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ Items: [finderError('parameterInvalid', 'body')] });
  });

  const calls: Record<FinderCall, (fields: Record<string, string>, request: FastifyRequest) => Promise<{ Items: unknown[] } | ErrorItem>> = {
    find: async (fields) => {
      const p = schemas.find.safeParse(fields);
      if (!p.success) return refusal('find', p.error.issues);
      const d = p.data;
      return finder.find({
        Key: d.key,
        Text: d.text,
        Container: d.container,
        Origin: d.origin,
        Countries: d.countries,
        Datasets: d.datasets,
        Limit: d.limit,
        Filter: d.filter,
        Language: d.language,
        Test: d.test,
        Instance: d.instance,
      });
    },
    retrieve: async (fields) => {
      const p = schemas.retrieve.safeParse(fields);
      if (!p.success) return refusal('retrieve', p.error.issues);
      return finder.retrieve({ Key: p.data.key, Id: p.data.id, Source: p.data.source });
    },
    geolocation: async (fields) => {
      const p = schemas.geolocation.safeParse(fields);
      if (!p.success) return refusal('geolocation', p.error.issues);
      const d = p.data;
      return finder.geolocation({ Key: d.key, Latitude: d.latitude, Longitude: d.longitude, Items: d.items, Radius: d.radius });
    },
    utilities: async (fields) => {
      const p = schemas.utilities.safeParse(fields);
      if (!p.success) return refusal('utilities', p.error.issues);
      return finder.utilities({ Key: p.data.key, Text: p.data.text, UtilCodeType: p.data.utilcodetype });
    },
    ip2country: async (fields, request) => {
      const p = schemas.ip2country.safeParse(fields);
      if (!p.success) return refusal('ip2country', p.error.issues);
      return finder.ip2country({ Key: p.data.key, Ip: request.ip });
    },
  };

  for (const [call, handle] of Object.entries(calls) as [FinderCall, (typeof calls)[FinderCall]][]) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = fieldsOf(request);
      if (!fields) return answer(reply, [finderError('parameterInvalid', 'fields')]);
      try {
        const result = await handle(fields, request);
        return answer(reply, 'Items' in result ? result.Items : [result]);
      } catch (error) {
        if (error instanceof FinderUnavailableError)
          return reply.status(503).header('cache-control', 'no-store').type('text/plain').send('Service Unavailable');
        throw error;
      }
    };
    app.get(FINDER_PATHS[call], { schema: { hide: true } }, handler);
    app.post(FINDER_PATHS[call], { schema: { hide: true } }, handler);
  }
}

export const ADDRESS_FINDER_SANDBOX_PREFIX = SANDBOX_SERVICE_URL;
