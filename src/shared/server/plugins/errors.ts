import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, ShopError } from '../../domain/errors';
import { isPagePath } from '../../domain/page-routes';
import { validationFailure } from '../validation-failure';

const statusByCode: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INVALID_INPUT: 400,
  OUT_OF_STOCK: 400,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  CONFLICT: 409,
};

const GENERIC_ERROR = 'Something went wrong with your request. Please try again later.';

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
      return reply.status(status).send({ message: clientErrorMessage(error), parameters: [] });
    }
    const reportId = randomUUID();
    request.log.error({ err: error, reportId, route: request.routeOptions.url, method: request.method }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR, parameters: { reportId } });
  });
}

const INVALID_JSON = 'The request body is not valid JSON.';
const TOO_LARGE = 'The request is too large.';
const BAD_URL = 'The request address is not valid.';
const URL_TOO_LONG = 'The request address is too long.';
const UNSUPPORTED_MEDIA_TYPE = 'The request body must be JSON (Content-Type: application/json).';

/** Fastify's own refusals in the shop's words; their texts would quote the request back. */
const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_BAD_URL: BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH: URL_TOO_LONG,
};

function clientErrorMessage(error: FastifyError): string {
  if (error.code && messageByFastifyCode[error.code]) return messageByFastifyCode[error.code];
  if (error instanceof SyntaxError) return INVALID_JSON;
  return error.message;
}

/** Router refusals (bad percent-encoding, a path segment too long) that never reach the error handler. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send({ message: clientErrorMessage(error), parameters: [] });
}

/**
 * Unknown paths: with the web app built, a page request (GET asking for HTML) gets index.html so the
 * browser's router draws the page; a path that is none of the app's pages is a 404 (the router then shows
 * its not-found page). Everything else is a JSON 404.
 */
/** Whether a page address names something that exists (a product page's product); the app decides. */
export type PageExists = (pathname: string, request: FastifyRequest) => Promise<boolean>;

export function registerNotFound(app: FastifyInstance, servesWebApp: boolean, pageExists: PageExists = async () => true): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !pathname.startsWith('/rest/') && !pathname.startsWith('/api/');
    if (servesWebApp && isPage && request.headers.accept?.includes('text/html')) {
      return reply
        .status(isPagePath(pathname) && (await pageExists(pathname, request)) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Request does not match any route.', parameters: [] });
  });
}
