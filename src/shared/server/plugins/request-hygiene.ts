import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError } from '../../domain/errors';

const DISALLOWED_CHARACTERS = 'The request contains characters that are not allowed.';
const NESTED_TOO_DEEPLY = 'The request body is nested too deeply.';
/** The deepest JSON body the shop reads: Magento's bodies nest about six levels (a cart item's options). */
const MAX_JSON_DEPTH = 32;

/** Whether a JSON text opens more than `limit` arrays or objects inside each other (brackets in strings do not count). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * NUL (PostgreSQL refuses it in text) and unpaired UTF-16 surrogates (no valid UTF-8 exists for them).
 * Without the `u` flag the pattern sees code units, so it finds halves of pairs that have no partner.
 */
const DISALLOWED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED.test(text);
}

/** Every string (keys too) of a parsed JSON body, walked without recursion so deep nesting cannot overflow. */
function bodyHasDisallowedCharacters(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasDisallowedCharacters(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasDisallowedCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The URL as the routes will see it: percent-decoding first, so `%00` is found as well as a raw NUL. */
function urlHasDisallowedCharacters(url: string): boolean {
  if (url.includes('%00') || hasDisallowedCharacters(url)) return true;
  // Nothing escaped: decoding would only turn '+' into spaces (most calls; this runs on every request).
  if (!url.includes('%')) return false;
  try {
    return hasDisallowedCharacters(decodeURIComponent(url.replaceAll('+', ' ')));
  } catch {
    // Malformed escapes: the router refuses a bad path; qs keeps a bad query value as it was written.
    return false;
  }
}

const refuse = () => new ShopError('INVALID_INPUT', DISALLOWED_CHARACTERS);

/**
 * Refused once, at the edge, for every route: no handler, validator or database ever sees such text,
 * so nothing is changed and no query fails on it.
 */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    done(urlHasDisallowedCharacters(request.url) ? refuse() : undefined);
  });
}

/**
 * The JSON body parser: refuses disallowed characters, written raw or escaped, in any string or key.
 * Only a `\u` escape can make one out of other characters (a body arrives as UTF-8, whose decoding never
 * leaves a lone surrogate), so the parsed strings are walked only when the text has one.
 * Magento clients POST bodiless calls (guest-carts, carts/mine) with a JSON content type: allowed.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (text === '') return done(null, undefined);
    if (hasDisallowedCharacters(text as string)) return done(refuse());
    // Refused before parsing: no validator walks, and no message shows, an unbounded structure.
    if (nestsDeeperThan(text as string, MAX_JSON_DEPTH)) return done(new ShopError('INVALID_INPUT', NESTED_TOO_DEEPLY));
    parseJson(request, text as string, (error, body) => {
      if (error) return done(error);
      if ((text as string).includes('\\u') && bodyHasDisallowedCharacters(body)) return done(refuse());
      done(null, body);
    });
  });
}

/**
 * A serialised form body (`application/x-www-form-urlencoded`, as a widget or a form posts it) for the
 * routes of this instance: its values meet the same rules as JSON bodies.
 */
export function registerFormBodies(app: FastifyInstance, options: { bodyLimit?: number } = {}): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: options.bodyLimit }, (_request, text, done) => {
    if (hasDisallowedCharacters(text as string)) return done(refuse());
    try {
      const params = new URLSearchParams(text as string);
      if ([...params.values()].some(hasDisallowedCharacters)) return done(refuse());
      done(null, Object.fromEntries(params));
    } catch {
      done(refuse());
    }
  });
}
