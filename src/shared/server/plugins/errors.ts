import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, ShopError } from '../../domain/errors';
import { type TranslateMessage, untranslated } from '../../domain/i18n/message-catalogue';
import { isPagePath } from '../../domain/page-routes';
import { validationFailure } from '../validation-failure';

/**
 * The messages a request's shopper reads: the shop's English message in, the words of the request's
 * store out (Magento translates by the store's locale), in the language the shopper chose among the
 * store's. The app's root gives it (it knows the stores); without it the messages go as they are. It is
 * handed the reply to mark what the words depend on (`Vary`).
 */
export type MessagesOf = (request: FastifyRequest, reply: FastifyReply) => TranslateMessage | Promise<TranslateMessage>;

/** A failing lookup of the store's language (its database gone) must not turn a 4xx into a 500: English then. */
async function messagesFor(messagesOf: MessagesOf, request: FastifyRequest, reply: FastifyReply): Promise<TranslateMessage> {
  try {
    return await messagesOf(request, reply);
  } catch {
    return untranslated;
  }
}

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

/**
 * One place maps failures to Magento's `{message, parameters}` body, the message in the request's store's
 * language (parameters as they are); 5xx details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance, messagesOf: MessagesOf = () => untranslated): void {
  app.setErrorHandler(async (error: FastifyError | ShopError, request, reply) => {
    const translate = await messagesFor(messagesOf, request, reply);
    if (error instanceof ShopError) {
      const body = { message: translate(error.message), parameters: error.parameters ?? [] };
      if (!error.errors) return reply.status(statusByCode[error.code]).send(body);
      const errors = error.errors.map((each) => ({ message: translate(each.message), parameters: each.parameters }));
      return reply.status(statusByCode[error.code]).send({ ...body, errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationFailure(error.validation, translate));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: translate(clientErrorMessage(error)), parameters: [] });
    }
    const reportId = randomUUID();
    request.log.error({ err: error, reportId, route: request.routeOptions.url, method: request.method }, 'unhandled error');
    return reply.status(500).send({ message: translate(GENERIC_ERROR), parameters: { reportId } });
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
export function frameworkErrors(messagesOf: MessagesOf = () => untranslated) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    void messagesFor(messagesOf, request, reply).then((translate) =>
      reply.status(status).send({ message: translate(clientErrorMessage(error)), parameters: [] }),
    );
  };
}

/**
 * Unknown paths: with the web app built, a page request (GET asking for HTML) gets index.html so the
 * browser's router draws the page; a path that is none of the app's pages is a 404 (the router then shows
 * its not-found page). Everything else is a JSON 404.
 */
/** Whether a page address names something that exists (a product page's product); the app decides. */
export type PageExists = (pathname: string, request: FastifyRequest) => Promise<boolean>;

export function registerNotFound(
  app: FastifyInstance,
  servesWebApp: boolean,
  pageExists: PageExists = async () => true,
  messagesOf: MessagesOf = () => untranslated,
): void {
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
    const translate = await messagesFor(messagesOf, request, reply);
    return reply.status(404).send({ message: translate('Request does not match any route.'), parameters: [] });
  });
}
