import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, ShopError } from '../../domain/errors';
import { validationFailure } from '../validation-failure';

const statusByCode: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INVALID_INPUT: 400,
  OUT_OF_STOCK: 400,
  RATE_LIMITED: 429,
  CONFLICT: 409,
};

export const GENERIC_ERROR = 'Something went wrong with your request. Please try again later.';

/** One place maps failures to Magento's `{message, parameters}` body; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ShopError, request, reply) => {
    if (error instanceof ShopError) {
      return reply.status(statusByCode[error.code]).send({ message: error.message, parameters: error.parameters ?? [] });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const failure = validationFailure(error.validation);
      return reply.status(400).send(failure);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.message;
      return reply.status(status).send({ message, parameters: [] });
    }
    const reportId = randomUUID();
    request.log.error({ err: error, reportId }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR, parameters: { reportId } });
  });

}

/**
 * Unknown paths: with the web app built, a page request (GET asking for HTML) gets index.html and the
 * browser's router decides (it shows the not-found page); everything else is a JSON 404.
 */
export function registerNotFound(app: FastifyInstance, servesWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/rest/') && !request.url.startsWith('/api/');
    if (servesWebApp && isPage && request.headers.accept?.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Request does not match any route.', parameters: [] });
  });
}
