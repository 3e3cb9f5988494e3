import { FILE_DIMENSIONS_MESSAGE, FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from './messages';
import { ruleFailure, type RuleFailure } from './rule-failure';

/** Age-verification ID images: JPEG or PNG, at most 5 MB (spec 001 §5, §9). */
export const ID_IMAGE_MAX_BYTES = 5_242_880;
const ID_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type IdImageMimeType = (typeof ID_IMAGE_MIME_TYPES)[number];

/** How many leading bytes the type check needs; read just these from the upload. */
export const IMAGE_SIGNATURE_BYTES = 8;

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The type by magic bytes, never by file name or the browser's claim. Done here rather than with
 * file-type so that the browser bundle stays small and the check stays synchronous.
 */
export function detectIdImageType(head: Uint8Array): IdImageMimeType | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export function validateIdImageType(head: Uint8Array): RuleFailure | null {
  return detectIdImageType(head) ? null : ruleFailure('file_type', FILE_TYPE_MESSAGE);
}

export function validateIdImageSize(sizeInBytes: number): RuleFailure | null {
  return sizeInBytes > ID_IMAGE_MAX_BYTES ? ruleFailure('file_size', FILE_SIZE_MESSAGE, { max: ID_IMAGE_MAX_BYTES }) : null;
}

/** Both checks on one upload: type first, as the shopper must change the file either way. */
export function validateIdImage(file: { readonly head: Uint8Array; readonly size: number }): RuleFailure | null {
  return validateIdImageType(file.head) ?? validateIdImageSize(file.size);
}

/**
 * A photo of an ID needs no more than this: a larger image is refused before it is decoded, so a small
 * file declaring huge dimensions (a decompression bomb) never takes the server's memory.
 */
const ID_IMAGE_MAX_SIDE = 10_000;
export const ID_IMAGE_MAX_PIXELS = 40_000_000;

export function validateIdImageDimensions(width: number, height: number): RuleFailure | null {
  const ok = width > 0 && height > 0 && width <= ID_IMAGE_MAX_SIDE && height <= ID_IMAGE_MAX_SIDE && width * height <= ID_IMAGE_MAX_PIXELS;
  return ok ? null : ruleFailure('file_dimensions', FILE_DIMENSIONS_MESSAGE, { max: ID_IMAGE_MAX_SIDE });
}
