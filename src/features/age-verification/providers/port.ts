import type { DrivingLicence, PassportLine, ProviderOutcome } from '../domain';

/** Who is being checked: the shopper's name and email, and the address they gave (the cardholder's details). */
export interface AgeSubject {
  firstname: string;
  lastname: string;
  email: string;
  postcode?: string;
  countryId?: string;
  /** The payment card's type when the page sends it (spec 001 §7: cardType); informative only. */
  cardType?: string;
}

/** An ID image as the provider receives it: re-encoded by the shop, never the shopper's original bytes. */
export interface IdImage {
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  data: Uint8Array;
}

export interface AgeCheckResult {
  outcome: ProviderOutcome;
  /** The provider's reference for the check (kept with the attempt; no personal data in it). */
  reference: string;
}

/** The provider could not answer (down, timed out): not the shopper's fault, nothing is counted against them. */
export class AgeProviderUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`age verification provider unavailable: ${reason}`);
    this.name = 'AgeProviderUnavailable';
  }
}

/** An age verification service (electoral roll and credit file checks, document checks, ID image checks). */
export interface AgeVerificationProvider {
  /** The automatic check from the shopper's name and address. */
  check(subject: AgeSubject): Promise<AgeCheckResult>;
  /** A passport's machine-readable line, already checked for its check digits. */
  checkPassport(subject: AgeSubject, passport: PassportLine): Promise<AgeCheckResult>;
  /** A UK driving licence number, already checked for its format. */
  checkDrivingLicence(subject: AgeSubject, licence: DrivingLicence): Promise<AgeCheckResult>;
  /** A photo of an ID document. */
  checkIdImage(subject: AgeSubject, image: IdImage): Promise<AgeCheckResult>;
}
