import type { FastifyReply } from 'fastify';

/** Magento answers some calls with a bare JSON string ("abc…"); Fastify would send a string as plain text. */
export function sendJsonString(reply: FastifyReply, value: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

/** Sends JSON already serialised (a kept answer) as it is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
