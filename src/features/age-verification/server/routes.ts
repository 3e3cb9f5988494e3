import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShopError, invalidInput } from '../../../shared/domain/errors';
import { ID_IMAGE_MAX_BYTES } from '../../../shared/domain/validation/file-rules';
import { FILE_SIZE_MESSAGE } from '../../../shared/domain/validation/messages';
import { registerFormBodies } from '../../../shared/server/plugins/request-hygiene';
import { cartRoute } from '../../cart/server';
import { z } from 'zod';
import { ID_SCAN_FILE_MISSING, ID_SCAN_ONE_FILE, PROOF_CALL_FAILED, proofFormSchema, VERIFY_CALL_FAILED } from '../domain';
import { AgeProviderUnavailable } from '../providers/port';
import { IdImagePoolBusy, type IdImagePool } from './id-image-pool';
import {
  type AgeVerificationAdapters,
  ageVerificationConfig,
  clientAttemptCounter,
  idScanRequestFailedMessage,
  idScanSubject,
  submitIdScan,
  submitProof,
  verifyAge,
} from './service';

export interface AgeVerificationRouteOptions extends AgeVerificationAdapters {
  /** The clock: today, for the passport's dates. */
  now: () => Date;
  /** The worker threads that read the ID images. */
  imagePool: IdImagePool;
}

/** Every image worker busy and the queue full: the shopper tries again in a moment (503), nothing is counted. */
const ID_IMAGE_BUSY = 'We are checking a lot of ID photos right now. Please try again in a minute.';

/** The paths of the calls, after the cart (`guest-carts/{cartId}` or `carts/mine`): the configured URLs of spec 001 §7. */
const AGE_PATHS = { config: '/age-verification', verify: '/age-verification/verify', refer: '/age-verification/refer', idScan: '/idscan/submit' } as const;

/**
 * The provider failing is not the shopper's fault: 503 with the spec's message for the call (§8).
 * Only a code goes to the log, never the shopper's details.
 */
async function orUnavailable<T>(request: FastifyRequest, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AgeProviderUnavailable)) throw error;
    request.log.warn({ code: 'AGE_PROVIDER_UNAVAILABLE', route: request.routeOptions.url }, 'age verification provider unavailable');
    throw new ShopError('UNAVAILABLE', message);
  }
}

/** Multipart errors in the shop's words: a file over 5 MB is refused while it is read. */
function uploadFailure(error: unknown): ShopError | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalidInput(FILE_SIZE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') return invalidInput(ID_SCAN_ONE_FILE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION')
    return invalidInput(ID_SCAN_FILE_MISSING);
  // Anything else the multipart reader throws is a body it could not read (cut short, no boundary…).
  if (error instanceof ShopError) return null;
  return invalidInput(ID_SCAN_FILE_MISSING);
}

/**
 * Age verification in the store scope (spec 001 §7): the page's config, the verification call, the
 * refer (proof) call and the ID-scan submit, on `guest-carts/{cartId}/…` and `carts/mine/…`.
 */
export async function ageVerificationRoutes(app: FastifyInstance, { provider, hash, now, imagePool }: AgeVerificationRouteOptions): Promise<void> {
  const tags = ['age-verification'];
  const adapters: AgeVerificationAdapters = { provider, hash };
  const clientAttempts = clientAttemptCounter(app.windowedCounters);
  // The proof comes as a serialised form (spec 001 §3) or as JSON; form values meet the edge's rules too.
  registerFormBodies(app, { bodyLimit: 4096 });
  // The upload streams: the 5 MB cap applies while the file is read, one file, a few small fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 20 },
  });

  cartRoute(app, {
    method: 'GET',
    path: AGE_PATHS.config,
    tags,
    handler: async (request, ref) => {
      const config = await ageVerificationConfig(app.db, request.shop, ref, hash);
      // The configured URLs of spec 001 §3 (IDScan.submitUrl), after the cart's path.
      return { ...config, IDScan: { ...config.IDScan, submitUrl: AGE_PATHS.idScan }, paths: AGE_PATHS };
    },
  });

  cartRoute(app, {
    method: 'POST',
    path: AGE_PATHS.verify,
    body: z.object({ cardType: z.string().trim().max(32).optional() }).optional(),
    tags,
    handler: async (request, ref) =>
      orUnavailable(request, VERIFY_CALL_FAILED, () =>
        verifyAge(app.db, request.shop, ref, { cardType: request.body?.cardType, clientIp: request.ip, clientAttempts }, adapters),
      ),
  });

  cartRoute(app, {
    method: 'POST',
    path: AGE_PATHS.refer,
    body: proofFormSchema,
    tags,
    handler: async (request, ref) =>
      orUnavailable(request, PROOF_CALL_FAILED, () =>
        submitProof(app.db, request.shop, ref, request.body, { clientIp: request.ip, clientAttempts, today: now() }, adapters),
      ),
  });

  cartRoute(app, {
    method: 'POST',
    path: AGE_PATHS.idScan,
    tags,
    handler: async (request, ref, reply) => {
      if (!request.isMultipart()) throw invalidInput(ID_SCAN_FILE_MISSING);
      // Who and where first: an upload the shopper may not make is never read.
      const subject = await idScanSubject(app.db, request.shop, ref, hash);
      let file: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue; // form_key: the session's form key travels in its header, checked above
          if (part.fieldname !== 'files') {
            part.file.resume();
            throw invalidInput(ID_SCAN_FILE_MISSING);
          }
          // Held in memory only, never written anywhere; the name and declared type are ignored.
          file = await part.toBuffer();
        }
      } catch (error) {
        throw uploadFailure(error) ?? error;
      }
      if (!file || file.length === 0) throw invalidInput(ID_SCAN_FILE_MISSING);
      let read: Awaited<ReturnType<IdImagePool['readIdImage']>>;
      try {
        // Decoding and re-encoding a large photo takes CPU: a worker thread does it, the server keeps answering.
        read = await imagePool.readIdImage(file);
      } catch (error) {
        if (!(error instanceof IdImagePoolBusy)) throw error;
        request.log.warn({ code: 'ID_IMAGE_POOL_BUSY', route: request.routeOptions.url }, 'id image workers busy');
        reply.header('retry-after', '30');
        throw new ShopError('UNAVAILABLE', ID_IMAGE_BUSY);
      }
      file = null;
      if (!read.ok) throw invalidInput(read.failure.message, read.failure.parameters);
      return orUnavailable(request, idScanRequestFailedMessage(request.shop), () =>
        submitIdScan(app.db, request.shop, subject, read.image, { clientIp: request.ip, clientAttempts }, adapters),
      );
    },
  });
}
