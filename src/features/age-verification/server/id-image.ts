import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { FILE_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { ruleFailure, type RuleFailure } from '../../../shared/domain/validation/rule-failure';
import {
  detectIdImageType,
  ID_IMAGE_MAX_PIXELS,
  IMAGE_SIGNATURE_BYTES,
  validateIdImageDimensions,
  validateIdImageSize,
} from '../../../shared/domain/validation/file-rules';
import type { IdImage } from '../providers/port';

/** The dimensions a PNG's header declares (IHDR), read before anything is decoded. */
function pngDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The dimensions a JPEG's frame header declares (the first SOFn marker). */
function jpegDimensions(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

const notAnImage = (): RuleFailure => ruleFailure('file_type', FILE_TYPE_MESSAGE);

/**
 * An uploaded ID picture, judged by its content only (never its name or declared type): the magic bytes
 * say JPEG or PNG, the header's dimensions are sane (no decompression bomb), the whole image decodes,
 * and it is re-encoded in memory. Only the re-encoded image goes on, so anything hidden in the file
 * (metadata, a script after the image data) does not; nothing is written anywhere.
 */
export function readIdImage(bytes: Buffer): { ok: true; image: IdImage } | { ok: false; failure: RuleFailure } {
  const tooBig = validateIdImageSize(bytes.length);
  if (tooBig) return { ok: false, failure: tooBig };
  const type = detectIdImageType(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (!type) return { ok: false, failure: notAnImage() };
  const declared = type === 'image/png' ? pngDimensions(bytes) : jpegDimensions(bytes);
  if (!declared) return { ok: false, failure: notAnImage() };
  const dimensions = validateIdImageDimensions(declared.width, declared.height);
  if (dimensions) return { ok: false, failure: dimensions };
  try {
    if (type === 'image/png') {
      const png = PNG.sync.read(bytes);
      const clean = new PNG({ width: png.width, height: png.height });
      png.data.copy(clean.data);
      return { ok: true, image: { mimeType: type, width: png.width, height: png.height, data: PNG.sync.write(clean) } };
    }
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: ID_IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    if (decoded.width !== declared.width || decoded.height !== declared.height) return { ok: false, failure: notAnImage() };
    const encoded = jpeg.encode({ data: decoded.data, width: decoded.width, height: decoded.height }, 90);
    return { ok: true, image: { mimeType: type, width: decoded.width, height: decoded.height, data: new Uint8Array(encoded.data) } };
  } catch {
    return { ok: false, failure: notAnImage() };
  }
}
