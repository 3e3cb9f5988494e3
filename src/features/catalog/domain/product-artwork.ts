/**
 * A picture for every product without a photograph of its own: an SVG drawing of its kind (a device, a
 * pack of pods, a sample trio, a case, a recycling bag) in a colour of its own. The address names the
 * drawing and its colour, so the server draws it without reading the catalogue and the browser keeps it
 * for good; a new look of the drawings is a new ARTWORK_VERSION, hence new addresses.
 */

const ARTWORK_KINDS = ['device', 'pod', 'sample', 'accessory', 'recycling'] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

const ARTWORK_VERSION = 1;
export const ARTWORK_PATH_PREFIX = `/media/catalog/product/v${ARTWORK_VERSION}/`;

/** The drawing's own size: what the pages' width and height attributes give it. */
export const ARTWORK_SIZE = 480;

/** A colour a SKU names (its flavour or finish), before any derived one: the first word of the SKU that has one. */
const NAMED_COLOURS: Record<string, string> = {
  BLACK: '2e3440',
  BLUE: '1d5fa8',
  SILVER: '8a939e',
  GOLDEN: 'b8862b',
  TOBACCO: '7a4a26',
  MINT: '2f9e7c',
  CHERRY: '9b1b30',
  MANGO: 'e08a12',
};

/** A stable colour of the product's own: named by its SKU, else a hue from the SKU's hash. */
export function artworkColour(sku: string): string {
  for (const word of sku.toUpperCase().split(/[^A-Z0-9]+/)) {
    if (NAMED_COLOURS[word]) return NAMED_COLOURS[word];
  }
  let hash = 0;
  for (const char of sku) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hslToHex(hash % 360, 55, 42);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
      .toString(16)
      .padStart(2, '0');
  };
  return `${channel(0)}${channel(8)}${channel(4)}`;
}

function artworkKindOf(kind: string): ArtworkKind {
  return (ARTWORK_KINDS as readonly string[]).includes(kind) ? (kind as ArtworkKind) : 'accessory';
}

/** Where a product's drawing is served: `/media/catalog/product/v1/pod-2f9e7c.svg`. */
export function productArtworkPath(product: { sku: string; kind: string }): string {
  return `${ARTWORK_PATH_PREFIX}${artworkKindOf(product.kind)}-${artworkColour(product.sku)}.svg`;
}

const ARTWORK_FILE = /^([a-z]+)-([0-9a-f]{6})\.svg$/;

/** The drawing a file name asks for, or null when it names none (the server answers 404). */
export function parseArtworkFile(file: string): { kind: ArtworkKind; colour: string } | null {
  const match = ARTWORK_FILE.exec(file);
  if (!match || !(ARTWORK_KINDS as readonly string[]).includes(match[1])) return null;
  return { kind: match[1] as ArtworkKind, colour: match[2] };
}

/** A pod: a body in the colour, a clear window showing its liquid, a dark mouthpiece. */
const pod = (fill: string, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y + h * 0.12}" width="${w}" height="${h * 0.88}" rx="${w * 0.22}" fill="${fill}"/>` +
  `<rect x="${x + w * 0.2}" y="${y + h * 0.4}" width="${w * 0.6}" height="${h * 0.42}" rx="${w * 0.12}" fill="#fff" fill-opacity=".45"/>` +
  `<rect x="${x + w * 0.25}" y="${y}" width="${w * 0.5}" height="${h * 0.16}" rx="${w * 0.1}" fill="#263238"/>`;

const DRAWINGS: Record<ArtworkKind, (fill: string) => string> = {
  // A pod device: the body, its mouthpiece, the light and the charging port.
  device: (fill) =>
    `<rect x="90" y="52" width="60" height="150" rx="26" fill="${fill}"/>` +
    '<rect x="102" y="30" width="36" height="34" rx="12" fill="#263238"/>' +
    '<circle cx="120" cy="176" r="5" fill="#fff" fill-opacity=".8"/>' +
    '<rect x="110" y="196" width="20" height="5" rx="2.5" fill="#263238"/>',
  pod: (fill) => pod(fill, 66, 58, 48, 130) + pod(fill, 126, 58, 48, 130),
  sample: (fill) => pod(fill, 54, 80, 38, 104) + pod(fill, 101, 80, 38, 104) + pod(fill, 148, 80, 38, 104),
  // A carry case: the body, its flap and stitching.
  accessory: (fill) =>
    `<rect x="64" y="70" width="112" height="120" rx="18" fill="${fill}"/>` +
    '<path d="M64 104q56 34 112 0V88a18 18 0 0 0-18-18H82a18 18 0 0 0-18 18z" fill="#000" fill-opacity=".2"/>' +
    '<rect x="74" y="80" width="92" height="100" rx="12" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="5 4"/>',
  // A return bag with a recycling arrow.
  recycling: (fill) =>
    `<path d="M62 70h116l-10 124H72z" fill="${fill}"/>` +
    '<path d="M96 70a24 24 0 0 1 48 0" fill="none" stroke="#263238" stroke-width="6"/>' +
    '<path d="M120 112a22 22 0 1 1-19 11" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M92 116l9 8 8-10" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
};

/** The SVG document of a drawing (under 1 KB): the colour's light tint behind the product drawn in it. */
export function productArtworkSvg(kind: ArtworkKind, colour: string): string {
  const fill = `#${colour}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" fill="${fill}" fill-opacity=".12"/>` +
    '<ellipse cx="120" cy="212" rx="70" ry="8" fill="#000" fill-opacity=".08"/>' +
    `${DRAWINGS[kind](fill)}</svg>`
  );
}
