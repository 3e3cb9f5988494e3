import { z } from 'zod';
import { responseWriters, shapeWriter, writerSchema } from './response-serializer';

const responseSerializer = responseWriters().writerOf;

const lineSchema = z.object({
  item_id: z.number().int(),
  price: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  gift_message: z.object({ sender: z.string(), message: z.string() }).nullable(),
  personalisation: z.record(z.string(), z.unknown()).nullable(),
  intervals: z.array(z.number().int()),
  quote_id: z.union([z.string(), z.number()]),
  coupon: z.string().nullish(),
});

describe('responses written from their schemas', () => {
  it('writes what JSON.stringify writes for an answer of the shape, nulls, nested records and unions included', () => {
    const serialize = responseSerializer(lineSchema);
    const answers = [
      {
        item_id: 7,
        price: 12.5,
        name: 'ePod "Golden" \u2028 Tobacco',
        image: null,
        gift_message: null,
        personalisation: null,
        intervals: [],
        quote_id: 'abc',
        coupon: null,
      },
      {
        item_id: 8,
        price: 0.1 + 0.2,
        name: 'Kit',
        image: '/img/kit.png',
        gift_message: { sender: 'Ann', message: 'Hi </script>' },
        personalisation: { front: { text: 'A', typeface: 'Serif' }, back: { text: 'B' } },
        intervals: [1, 2, 3],
        quote_id: 42,
        coupon: 'WELCOME10',
      },
    ];
    for (const answer of answers) expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it('leaves out a field the answer leaves undefined, as JSON.stringify does, instead of failing', () => {
    const serialize = responseSerializer(z.object({ a: z.number(), b: z.string() }));
    expect(JSON.parse(serialize({ a: 1 }))).toEqual({ a: 1 });
  });

  it('never sends a field its schema does not name', () => {
    const serialize = shapeWriter(z.object({ id: z.number() }));
    expect(serialize({ id: 1, password_hash: '$argon2id$…' })).toBe('{"id":1}');
  });

  it('writes `X or null` as one schema of both types, not a branch tried on every write', () => {
    const schema = writerSchema(z.toJSONSchema(z.object({ o: z.object({ x: z.boolean() }).nullable() }), { target: 'draft-7' })) as {
      properties: { o: { type: string[]; properties: object } };
    };
    expect(schema.properties.o.type).toEqual(['object', 'null']);
    expect(schema.properties.o.properties).toEqual({ x: { type: 'boolean' } });
  });

  it('in the test runs, refuses an answer with a field its schema would drop; another app without the check still writes it', () => {
    const schema = z.object({ id: z.number() });
    const serialize = responseWriters({ checkAgainstStringify: true }).writerOf(schema);
    // The message names where, never the values (they may be a shopper's).
    const refused = () => serialize({ id: 1, name: '1 Shopper Street' });
    expect(refused).toThrow(new Error('response schema does not match the answer at $.name'));
    expect(responseSerializer(schema)({ id: 1, name: 'dropped' })).toBe('{"id":1}');
    // Fastify's serializer compiler of a checking app checks the routes' answers the same way.
    const routeWriter = responseWriters({ checkAgainstStringify: true }).compiler({ schema, method: 'GET', url: '/', httpStatus: '200' });
    expect(() => routeWriter({ id: 1, name: 'x' })).toThrow(new Error('response schema does not match the answer at $.name'));
  });
});
