import { z } from 'zod';
import { type DrivingLicence, type PassportLine, PROVIDER_OUTCOMES } from '../domain';
import { AgeProviderUnavailable, type AgeCheckResult, type AgeSubject, type AgeVerificationProvider, type IdImage } from './port';

/** The provider's answer to every check. */
const answer = z.object({
  outcome: z.enum(PROVIDER_OUTCOMES),
  reference: z.string().regex(/^[A-Z0-9-]{4,64}$/),
});

export interface HttpAgeProviderOptions {
  /** The service's base address, e.g. https://verify.example.com/v1/ */
  baseUrl: string;
  key: string;
  /** The automatic and document checks' time limit (8 s by default). */
  timeoutMs?: number;
  /** The image check's time limit (a document check by a person or a model takes longer: 30 s by default). */
  imageTimeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The age verification service over HTTPS (JSON, `Authorization: Bearer <key>`):
 * - `POST checks` `{type: 'automatic' | 'passport' | 'driving_licence', subject, passport?, drivingLicence?}`
 * - `POST image-checks` `{subject, image: {mimeType, width, height, data (base64)}}`
 * each answering `{outcome: pass|refer|fail|minor|exceeded, reference}`. Anything else (no answer in
 * time, a refused connection, a 4xx or 5xx, an answer of another shape) is the port's outage,
 * AgeProviderUnavailable with a reason code only: the shopper is not blamed and nothing of theirs
 * goes into the error or any log.
 */
export class HttpAgeVerificationProvider implements AgeVerificationProvider {
  private readonly timeoutMs: number;
  private readonly imageTimeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly base: string;

  constructor(private readonly options: HttpAgeProviderOptions) {
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.imageTimeoutMs = options.imageTimeoutMs ?? 30_000;
    this.fetch = options.fetch ?? fetch;
    this.base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  }

  check(subject: AgeSubject): Promise<AgeCheckResult> {
    return this.post('checks', { type: 'automatic', subject: subjectOf(subject) }, this.timeoutMs);
  }

  checkPassport(subject: AgeSubject, passport: PassportLine): Promise<AgeCheckResult> {
    return this.post('checks', { type: 'passport', subject: subjectOf(subject), passport }, this.timeoutMs);
  }

  checkDrivingLicence(subject: AgeSubject, licence: DrivingLicence): Promise<AgeCheckResult> {
    return this.post('checks', { type: 'driving_licence', subject: subjectOf(subject), drivingLicence: licence }, this.timeoutMs);
  }

  checkIdImage(subject: AgeSubject, image: IdImage): Promise<AgeCheckResult> {
    const { mimeType, width, height } = image;
    const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength).toString('base64');
    return this.post('image-checks', { subject: subjectOf(subject), image: { mimeType, width, height, data } }, this.imageTimeoutMs);
  }

  private async post(path: string, body: unknown, timeoutMs: number): Promise<AgeCheckResult> {
    let response: Response;
    try {
      response = await this.fetch(new URL(path, this.base), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${this.options.key}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new AgeProviderUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'connection');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new AgeProviderUnavailable(`http_${response.status}`);
    }
    let parsed: z.ZodSafeParseResult<z.infer<typeof answer>>;
    try {
      parsed = answer.safeParse(await response.json());
    } catch (error) {
      throw new AgeProviderUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'bad_answer');
    }
    if (!parsed.success) throw new AgeProviderUnavailable('bad_answer');
    return parsed.data;
  }
}

/** Only what the check needs, whatever else a subject carries. */
function subjectOf(s: AgeSubject): AgeSubject {
  return { firstname: s.firstname, lastname: s.lastname, email: s.email, postcode: s.postcode, countryId: s.countryId, cardType: s.cardType };
}
