/**
 * How a store writes money, as Magento's `priceFormat` carries it to the storefront (pattern, precision,
 * decimal and group symbols), plus the two things a locale needs beyond it: where the minus goes (Dutch
 * writes "€ -1,00") and from how many digits it groups (Spanish writes "1234,50 €" but "12.345,50 €").
 *
 * The server derives it from the locale's own rules (`priceFormatOf`, with Intl); the browser only fills
 * it in (`formatWithPriceFormat`). A browser that builds an Intl currency format loads its locale data
 * first, 20 ms or more on a phone, in the middle of the page's first draw: this way it never does.
 */
export interface PriceFormat {
  /** `%s` stands for the amount: "£%s", "%s €". */
  pattern: string;
  /** The same for amounts below zero: "-£%s", "€ -%s". */
  negativePattern: string;
  /** Digits after the decimal symbol (2 for GBP and EUR, 0 for CLP). */
  precision: number;
  decimalSymbol: string;
  groupSymbol: string;
  groupLength: number;
  /** 1: 1,234; 2: 1234 but 12.345. */
  minimumGroupingDigits: number;
}

const PLACEHOLDER = '%s';

/** A price format as the server sends it (and a page kept it): the browser uses nothing else. */
export function isPriceFormat(value: unknown): value is PriceFormat {
  const f = value as Partial<PriceFormat> | null;
  const text = (x: unknown) => typeof x === 'string' && x.length <= 16;
  const pattern = (x: unknown) => text(x) && (x as string).split(PLACEHOLDER).length === 2;
  const count = (x: unknown, min: number, max: number) => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
  return (
    typeof f === 'object' &&
    f !== null &&
    pattern(f.pattern) &&
    pattern(f.negativePattern) &&
    text(f.decimalSymbol) &&
    text(f.groupSymbol) &&
    count(f.precision, 0, 4) &&
    count(f.groupLength, 1, 4) &&
    count(f.minimumGroupingDigits, 1, 4)
  );
}
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The pattern of one formatted amount: its number's parts become a single `%s`. */
function patternOf(parts: Intl.NumberFormatPart[]): string {
  let pattern = '';
  for (const part of parts) {
    if (!NUMBER_PARTS.has(part.type)) pattern += part.value;
    else if (!pattern.endsWith(PLACEHOLDER)) pattern += PLACEHOLDER;
  }
  return pattern;
}

/** The store's format, from its locale's rules (BCP 47 locale, ISO 4217 currency). */
export function priceFormatOf(locale: string, currency: string): PriceFormat {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const parts = format.formatToParts(1234567.5);
  const integers = parts.filter((p) => p.type === 'integer');
  return {
    pattern: patternOf(parts),
    negativePattern: patternOf(format.formatToParts(-1234567.5)),
    precision: format.resolvedOptions().maximumFractionDigits ?? 2,
    decimalSymbol: parts.find((p) => p.type === 'decimal')?.value ?? '',
    groupSymbol: parts.find((p) => p.type === 'group')?.value ?? '',
    groupLength: integers.at(-1)?.value.length ?? 3,
    minimumGroupingDigits: format.formatToParts(1234).some((p) => p.type === 'group') ? 1 : 2,
  };
}

/** A number's shortest decimal writing without an exponent: 1e21 → "1000000000000000000000". */
function plainDigits(value: number): string {
  const written = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(written);
  if (!exponent) return written;
  const digits = exponent[1] + (exponent[2] ?? '');
  const point = 1 + Number(exponent[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of digits: "199" → "200". */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * A non-negative amount's integer and fraction digits, rounded as the locale's format rounds: half away
 * from zero, on the shortest decimal writing of the number (so 1.005 is 1.01, as the shopper reads it).
 */
function roundedDigits(amount: number, precision: number): { integer: string; fraction: string } {
  const [integer, fraction = ''] = plainDigits(amount).split('.');
  if (fraction.length <= precision) return { integer, fraction: fraction.padEnd(precision, '0') };
  const kept = integer + fraction.slice(0, precision);
  const rounded = fraction.charCodeAt(precision) >= '5'.charCodeAt(0) ? incremented(kept) : kept;
  const integerLength = rounded.length - precision;
  return { integer: rounded.slice(0, integerLength), fraction: rounded.slice(integerLength) };
}

function grouped(integer: string, format: PriceFormat): string {
  if (!format.groupSymbol || integer.length < format.groupLength + format.minimumGroupingDigits) return integer;
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= format.groupLength) groups.unshift(integer.slice(Math.max(0, end - format.groupLength), end));
  return groups.join(format.groupSymbol);
}

/** An amount (a decimal, as the API sends it) written in the store's format. */
export function formatWithPriceFormat(value: number, format: PriceFormat): string {
  const negative = value < 0 || Object.is(value, -0);
  const pattern = negative ? format.negativePattern : format.pattern;
  if (!Number.isFinite(value)) return pattern.replace(PLACEHOLDER, Number.isNaN(value) ? 'NaN' : '∞');
  const { integer, fraction } = roundedDigits(Math.abs(value), format.precision);
  const number = grouped(integer, format) + (format.precision > 0 ? format.decimalSymbol + fraction : '');
  return pattern.replace(PLACEHOLDER, number);
}
