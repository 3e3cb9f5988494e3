import type { FastifyRequest } from 'fastify';

/** The shop's public origins as configured (SHOP_ORIGIN, comma-separated); an entry that names no origin is left out. */
export function listedOrigins(configured: string | undefined): string[] {
  return (configured ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => origin !== null);
}

/** The origins the shop's own pages are served from: those configured (listedOrigins), else the request's host. */
function shopOrigins(request: FastifyRequest, configured: readonly string[]): readonly string[] {
  return configured.length ? configured : [`${request.protocol}://${request.host}`.toLowerCase()];
}

function originOf(value: string): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent the request from another site: its Origin (or, without one, its Referer) names
 * someone else. Clients that send neither (API clients, scripts) are not browsers acting for a page.
 */
export function isCrossSite(request: FastifyRequest, configuredOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  if (claimed === undefined) return false;
  const sender = originOf(claimed);
  return sender === null || !shopOrigins(request, configuredOrigins).includes(sender);
}
