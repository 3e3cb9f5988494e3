import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ID_IMAGE_MAX_BYTES } from '../../../shared/domain/validation/file-rules';
import { PROVIDER_OUTCOMES } from '../domain';
import { AgeProviderUnavailable, type AgeVerificationProvider } from '../providers/port';

/** Where the sandbox verifier answers over HTTP on the shop's own origin. */
export const AGE_VERIFICATION_SANDBOX_PREFIX = '/age-verification-sandbox';

const text = (max: number) => z.string().max(max);
const subject = z.object({
  firstname: text(255),
  lastname: text(255),
  email: z.string().min(3).max(254),
  postcode: text(16).optional(),
  countryId: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  cardType: text(32).optional(),
});
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const passport = z.object({
  line: z.string().length(44),
  documentNumber: text(9),
  nationality: text(3),
  birthDate: date,
  expiryDate: date,
  sex: z.enum(['male', 'female', 'unspecified']),
});
const drivingLicence = z.object({
  number: z.string().length(16),
  surnameBlock: text(5),
  birthYearDigits: z.number().int().min(0).max(99),
  birthMonth: z.number().int().min(1).max(12),
  birthDay: z.number().int().min(1).max(31),
  sex: z.enum(['male', 'female']),
});
const check = z.discriminatedUnion('type', [
  z.object({ type: z.literal('automatic'), subject }),
  z.object({ type: z.literal('passport'), subject, passport }),
  z.object({ type: z.literal('driving_licence'), subject, drivingLicence }),
]);
const imageCheck = z.object({
  subject,
  image: z.object({
    mimeType: z.enum(['image/jpeg', 'image/png']),
    width: z.number().int().positive().max(10_000),
    height: z.number().int().positive().max(10_000),
    data: z
      .string()
      .max(Math.ceil(ID_IMAGE_MAX_BYTES / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  }),
});
const result = z.object({ outcome: z.enum(PROVIDER_OUTCOMES), reference: z.string() });

export interface AgeVerificationSandboxRouteOptions {
  sandbox: AgeVerificationProvider;
  /** The key the face accepts (AGE_VERIFICATION_SANDBOX_KEY). */
  key: string;
}

/**
 * The sandbox verifier's HTTP face (the wire format of providers/http.ts), so the HTTP adapter can be
 * run end to end against the shop itself: AGE_VERIFICATION_PROVIDER_URL=http://localhost:3000/age-verification-sandbox/v1/
 * with AGE_VERIFICATION_PROVIDER_KEY set to the sandbox's key. A bad key is a 401, a malformed body a
 * 400, an outage of the twin a 503; it logs nothing of what it is sent.
 */
export async function ageVerificationSandboxRoutes(app: FastifyInstance, { sandbox, key }: AgeVerificationSandboxRouteOptions): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${key}`) return reply.status(401).send({ message: 'The API key is not valid.', parameters: [] });
  });
  const outage = { message: 'The age verification sandbox is out of service.', parameters: [] };

  app.post('/v1/checks', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const body = check.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ message: 'The check request is not valid.', parameters: [] });
    try {
      const b = body.data;
      const answer =
        b.type === 'automatic'
          ? await sandbox.check(b.subject)
          : b.type === 'passport'
            ? await sandbox.checkPassport(b.subject, b.passport)
            : await sandbox.checkDrivingLicence(b.subject, b.drivingLicence);
      return result.parse(answer);
    } catch (error) {
      if (error instanceof AgeProviderUnavailable) return reply.status(503).send(outage);
      throw error;
    }
  });

  app.post(
    '/v1/image-checks',
    { schema: { hide: true }, logLevel: 'warn', bodyLimit: Math.ceil(ID_IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024 },
    async (request, reply) => {
      const body = imageCheck.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'The image check request is not valid.', parameters: [] });
      const { subject: who, image } = body.data;
      const data = new Uint8Array(Buffer.from(image.data, 'base64'));
      try {
        return result.parse(await sandbox.checkIdImage(who, { mimeType: image.mimeType, width: image.width, height: image.height, data }));
      } catch (error) {
        if (error instanceof AgeProviderUnavailable) return reply.status(503).send(outage);
        throw error;
      }
    },
  );
}
