import type { FastifyReply } from 'fastify';
import type { ZodType, z } from 'zod';

/** Magento answers some calls with a bare JSON string ("abc…"); Fastify would send a string as plain text. */
export function sendJsonString(reply: FastifyReply, value: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/** Sends JSON already serialised (a kept answer) as it is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends an answer written from its response schema, for a route whose other answers have another shape. */
export function sendWritten<Response extends ZodType>(reply: FastifyReply, schema: Response, value: z.output<Response>): FastifyReply {
  return sendJsonText(reply, reply.server.responseWriters.writerOf(schema)(value));
}
