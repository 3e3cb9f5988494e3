import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * The sandbox's "valid ID" test image: a card-sized picture whose top-left corner is the sandbox's
 * ID green (#0B6E4F) over at least 24 × 24 pixels. Any other readable image is not an ID to the sandbox.
 */
const SANDBOX_ID_GREEN = [0x0b, 0x6e, 0x4f] as const;
const MARK = 24;
const MIN_WIDTH = 320;
const MIN_HEIGHT = 200;
const TOLERANCE = 12;

/** RGBA pixels of a decoded image. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export function decodePixels(mimeType: 'image/jpeg' | 'image/png', data: Uint8Array): Pixels {
  if (mimeType === 'image/png') {
    const png = PNG.sync.read(Buffer.from(data));
    return { width: png.width, height: png.height, data: png.data };
  }
  const image = jpeg.decode(data, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 100, maxMemoryUsageInMB: 512 });
  return { width: image.width, height: image.height, data: image.data };
}

export function looksLikeSandboxId({ width, height, data }: Pixels): boolean {
  if (width < MIN_WIDTH || height < MIN_HEIGHT) return false;
  for (let y = 0; y < MARK; y++) {
    for (let x = 0; x < MARK; x++) {
      const at = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) if (Math.abs(data[at + c] - SANDBOX_ID_GREEN[c]) > TOLERANCE) return false;
    }
  }
  return true;
}

/** A test picture: the valid ID (green corner) or another image (a plain grey card). PNG or JPEG bytes. */
export function sandboxImage(kind: 'valid-id' | 'other', format: 'png' | 'jpeg' = 'png', width = 480, height = 300): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const corner = kind === 'valid-id' && x < width / 3 && y < height / 3;
      const stripe = y > height * 0.6 && y < height * 0.7;
      const [r, g, b] = corner ? SANDBOX_ID_GREEN : stripe ? [40, 40, 40] : [0xe8, 0xe8, 0xe0];
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  if (format === 'jpeg') return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
  const png = new PNG({ width, height });
  data.copy(png.data);
  return PNG.sync.write(png);
}
