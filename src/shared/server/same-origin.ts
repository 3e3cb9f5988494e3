import type { FastifyRequest } from 'fastify';

/** The origins the shop's own pages are served from: SHOP_ORIGIN (comma-separated) or the request's host. */
export function shopOrigins(request: FastifyRequest, configured = process.env.SHOP_ORIGIN): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => origin !== null);
  return listed.length ? listed : [`${request.protocol}://${request.host}`.toLowerCase()];
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
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = typeof origin === 'string' ? origin : typeof referer === 'string' ? referer : undefined;
  if (claimed === undefined) return false;
  const sender = originOf(claimed);
  return sender === null || !shopOrigins(request).includes(sender);
}
